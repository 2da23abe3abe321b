import type { Deps } from '@hearth/platform/deps';
import type { Assistant } from './assistant';
import { embeddedAnswer } from './embedded';
import { asksToIdentify, IDENTIFICATION_REFUSAL } from './identification';
import { createOpenAiAssistant } from './openai';

/**
 * The assistant this process uses: the model when OPENAI_API_KEY is set, otherwise retrieval over
 * the help (docs/architecture.md). Questions that try to identify a respondent are refused first, in both.
 */
export function createAssistant(deps: Deps): Assistant {
  const model = deps.config.OPENAI_API_KEY ? createOpenAiAssistant(deps) : null;
  return {
    async reply(request, context) {
      if (asksToIdentify(request.message)) return IDENTIFICATION_REFUSAL;
      if (model) return model.reply(request, context);
      return embeddedAnswer(request, deps.config.SUPPORT_EMAIL);
    },
  };
}
