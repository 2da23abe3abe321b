import { ASSISTANT_ERROR_CODES, assistantUnavailableMessage } from '@hearth/contracts/assistant';
import type { Deps } from '@hearth/platform/deps';
import { AppError } from '@hearth/platform/errors';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import type { Assistant, AssistantContext, AssistantRequest } from './assistant';
import { type HelpPassage, searchHelp, sourceLabel } from './knowledge';
import { withoutQuotes } from './quotes';
import { ADMIN_TOOLS, type AssistantTool, runTool } from './tools';

/**
 * The assistant on an OpenAI-compatible model (OPENAI_API_KEY, optional OPENAI_BASE_URL). The
 * help passages that match the question ground the answer; a signed-in administrator's model may
 * call ADMIN_TOOLS. Only the conversation's roles and texts are sent, with email addresses and
 * ids masked (docs/decisions/051-assistant-model-mode.md).
 */
const MAX_TOOL_ROUNDS = 3;
const GROUNDING_PASSAGES = 6;

export function createOpenAiAssistant(deps: Deps, tools: AssistantTool[] = ADMIN_TOOLS): Assistant {
  const { config } = deps;
  const client = new OpenAI({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    timeout: 30_000,
    maxRetries: 1,
  });

  async function complete(
    messages: ChatCompletionMessageParam[],
    offeredTools: ChatCompletionTool[] | undefined,
    allowTools: boolean,
  ) {
    try {
      const completion = await client.chat.completions.create({
        model: config.OPENAI_MODEL,
        messages,
        temperature: 0.2,
        ...(offeredTools ? { tools: offeredTools, tool_choice: allowTools ? 'auto' : 'none' } : {}),
      });
      const message = completion.choices[0]?.message;
      if (!message) throw new Error('The model answered without a message');
      return message;
    } catch (error) {
      // The provider's words stay in the log; the visitor gets the failure bubble text of docs/product-rules.md.
      deps.log.warn(
        { err: error, status: error instanceof OpenAI.APIError ? error.status : undefined },
        'assistant model call failed',
      );
      throw new AppError(
        'unavailable',
        ASSISTANT_ERROR_CODES.unavailable,
        assistantUnavailableMessage(config.SUPPORT_EMAIL),
      );
    }
  }

  return {
    async reply(request: AssistantRequest, context: AssistantContext) {
      const previousQuestion = request.history.findLast((message) => message.role === 'user')?.content ?? '';
      const passages = searchHelp(`${previousQuestion} ${request.message}`, GROUNDING_PASSAGES).map(
        (hit) => hit.passage,
      );
      const messages: ChatCompletionMessageParam[] = [
        { role: 'system', content: systemPrompt(config.SUPPORT_EMAIL, context.agencyId !== null) },
        { role: 'system', content: groundingMessage(passages) },
        ...request.history.map((message) => ({ role: message.role, content: maskPersonalData(message.content) })),
        { role: 'user', content: maskPersonalData(request.message) },
      ];
      const offeredTools = context.agencyId ? tools.map(toOpenAiTool) : undefined;
      const commentsShown: string[] = [];

      for (let round = 0; ; round++) {
        const allowTools = round < MAX_TOOL_ROUNDS;
        const message = await complete(messages, offeredTools, allowTools);
        const calls = (message.tool_calls ?? []).filter((call) => call.type === 'function');
        if (calls.length === 0 || !context.agencyId || !allowTools) {
          const text = message.content?.trim();
          if (!text)
            throw new AppError(
              'unavailable',
              ASSISTANT_ERROR_CODES.unavailable,
              assistantUnavailableMessage(config.SUPPORT_EMAIL),
            );
          return commentsShown.length > 0 ? withoutQuotes(text, commentsShown) : text;
        }
        messages.push({ role: 'assistant', content: message.content ?? null, tool_calls: calls });
        for (const call of calls) {
          const result = await runTool(tools, call.function.name, call.function.arguments, {
            deps,
            agencyId: context.agencyId,
            commentsShown,
          });
          messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
        }
      }
    },
  };
}

function toOpenAiTool(tool: AssistantTool): ChatCompletionTool {
  return {
    type: 'function',
    function: { name: tool.name, description: tool.description, parameters: tool.parameters },
  };
}

function systemPrompt(supportEmail: string, isAdmin: boolean): string {
  return [
    'You are the Hearth assistant on the website of Hearth, a free platform that gives hospice agencies an ' +
      'anonymous weekly staff burnout check-in and an administrator dashboard.',

    'Answer questions about Hearth, the burnout framework it uses and how to use the platform, for hospice ' +
      'administrators and staff, in plain, warm and concise language (at most about 150 words).',

    'Base every statement about Hearth on the help passages you are given. When they do not cover the ' +
      'question, say plainly that you do not know and point to the Support page (/support) or ' +
      `${supportEmail}. Never invent features.`,
    'Link pages with Markdown links using the paths given with the passages, for example [Support](/support).',

    'Call the score a "burnout index". Never call it an MBI score: Hearth\'s questions are its own, inspired ' +
      'by the burnout research of Christina Maslach, not items of the Maslach Burnout Inventory.',
    "Anonymity is Hearth's core promise. Never try to identify, guess or narrow down who gave an " +
      'answer or wrote a comment; refuse such requests and explain that Hearth is built so that ' +
      'nobody can know.',

    'You are not a clinician. For someone in crisis, point to the employee assistance program or local ' +
      'emergency services.',
    isAdmin
      ? "The user is a signed-in administrator. Use the tools to read their own agency's figures when the " +
        'question needs them, and give each figure with the week it comes from; the tools return aggregates ' +
        'only. When you summarise comments, give themes and their sentiment, never quotes.'
      : "The user is not signed in as an administrator, so you cannot see any agency's data. If they ask about " +
        'their agency, tell them to log in and use the dashboard.',
  ].join('\n');
}

function groundingMessage(passages: HelpPassage[]): string {
  if (passages.length === 0) return 'Help passages: none matched this question.';
  return [
    'Help passages (each with the page it comes from):',
    ...passages.map((passage) => `[${sourceLabel(passage)}](${passage.path})\n${passage.text}`),
  ].join('\n\n');
}

const EMAIL = /[^\s@<>()[\]]+@[^\s@<>()[\]]+\.[a-z]{2,}/gi;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

/** What people type can hold addresses or ids; the provider never needs them. */
function maskPersonalData(text: string): string {
  return text.replace(EMAIL, '[email address removed]').replace(UUID, '[id removed]');
}
