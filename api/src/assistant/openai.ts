import { ASSISTANT_ERROR_CODES, assistantUnavailableMessage } from '@hearth/contracts/assistant';
import type { Language } from '@hearth/contracts/constants';
import type { Deps } from '@hearth/platform/deps';
import { AppError } from '@hearth/platform/errors';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import { createMasker } from '../survey/masking/mask';
import { agencyMasker } from '../survey/masking/roster';
import type { AssistantContext, AssistantRequest } from './assistant';
import { guardReply } from './guard';
import { type HelpPassage, searchHelp, sourceLabel } from './knowledge';
import { ADMIN_TOOLS, type AssistantTool, runTool } from './tools';
import type { Understanding } from './understanding/understand';

/**
 * The assistant on an OpenAI-compatible model (OPENAI_API_KEY, optional OPENAI_BASE_URL), guarded on both
 * sides (docs/assistant.md): everything sent passes the masking comments pass (the names of the agency's
 * people, email addresses, phone numbers, ids — whoever typed them), and every reply passes guard.ts (no
 * name, no unchecked figure, no quote, no outside link) before it is shown. The help passages that match
 * the question ground the answer; a signed-in administrator's model may call ADMIN_TOOLS. The provider
 * has 15 seconds for each call, with no retry, so nobody waits longer than that for one.
 */
const MAX_TOOL_ROUNDS = 3;
const GROUNDING_PASSAGES = 6;
const PROVIDER_TIMEOUT_MS = 15_000;

export function createOpenAiAssistant(deps: Deps, tools: AssistantTool[] = ADMIN_TOOLS) {
  const { config } = deps;
  const client = new OpenAI({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    timeout: PROVIDER_TIMEOUT_MS,
    maxRetries: 0,
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

  /** The agency's people, whose names are masked on the way out and refused on the way back. */
  const roster = (agencyId: string | null) => (agencyId ? agencyMasker(deps.sql, agencyId) : createMasker([]));

  return {
    async reply(request: AssistantRequest, context: AssistantContext, understanding: Understanding) {
      const { language } = understanding;
      const masker = await roster(context.agencyId);
      const names = masker.names;
      const mask = (text: string) => masker.mask(text).replace(UUID, '[id]');
      const previousQuestion = request.history.findLast((message) => message.role === 'user')?.content ?? '';
      const passages = searchHelp(`${previousQuestion} ${request.message}`, language, GROUNDING_PASSAGES).map(
        (hit) => hit.passage,
      );
      const grounding = groundingMessage(passages);
      const messages: ChatCompletionMessageParam[] = [
        { role: 'system', content: systemPrompt(config.SUPPORT_EMAIL, context.agencyId !== null, language) },
        { role: 'system', content: grounding },
        ...request.history.map((message) => ({ role: message.role, content: mask(message.content) })),
        { role: 'user', content: mask(request.message) },
      ];
      const offeredTools = context.agencyId ? tools.map(toOpenAiTool) : undefined;
      const commentsShown: string[] = [];
      const toolResults: string[] = [];
      const guarded = (text: string) => {
        const sources = [
          grounding,
          ...toolResults,
          request.message,
          ...request.history.map((message) => message.content),
        ];
        const result = guardReply(
          text,
          { names, sources, comments: commentsShown, appOrigin: config.appOrigin },
          language,
        );
        if (result.dropped.length > 0) deps.log.warn({ dropped: result.dropped }, 'assistant reply guarded');
        return result.text;
      };

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
          return guarded(text);
        }
        messages.push({ role: 'assistant', content: message.content ?? null, tool_calls: calls });
        for (const call of calls) {
          const result = await runTool(tools, call.function.name, call.function.arguments, {
            deps,
            agencyId: context.agencyId,
            commentsShown,
          });
          const content = JSON.stringify(result);
          toolResults.push(content);
          messages.push({ role: 'tool', tool_call_id: call.id, content });
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

function systemPrompt(supportEmail: string, isAdmin: boolean, language: Language): string {
  return [
    language === 'es' ? 'The user writes in Spanish: answer in plain Spanish, with "usted".' : 'Answer in English.',
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

const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
