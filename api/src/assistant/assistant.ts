import type { ChatMessage } from '@hearth/contracts/assistant';

/** What the assistant is asked: the new message and the conversation before it (no greeting). */
export interface AssistantRequest {
  message: string;
  history: ChatMessage[];
}

/**
 * Who is asking. `agencyId` is set only for a signed-in administrator, from the session; it is
 * the only key any tool may read with.
 */
export interface AssistantContext {
  agencyId: string | null;
}

export interface Assistant {
  /** The answer to a message in distress (people to call), or null: asked first, and never rate-limited. */
  crisis(request: AssistantRequest, context: AssistantContext): Promise<string | null>;
  reply(request: AssistantRequest, context: AssistantContext): Promise<string>;
}
