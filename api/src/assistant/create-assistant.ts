import type { Deps } from '@hearth/platform/deps';
import type { Assistant } from './assistant';
import { embeddedAnswer } from './embedded';
import { asksToIdentify, IDENTIFICATION_REFUSAL } from './identification';
import { createOpenAiAssistant } from './openai';
import { distressAnswer, inDistress } from './safety';

/**
 * The assistant this process uses: the model when OPENAI_API_KEY is set, otherwise the embedded one
 * (docs/architecture.md). In both, distress is answered first with people to call, and questions
 * that try to identify a respondent are refused, before any search, figures or model
 * (docs/decisions/040-assistant-own-numbers-and-safety.md).
 */
export function createAssistant(deps: Deps): Assistant {
  const model = deps.config.OPENAI_API_KEY ? createOpenAiAssistant(deps) : null;
  return {
    async reply(request, context) {
      if (inDistress(request.message)) return distressAnswer(request.message);
      if (asksToIdentify(request.message)) return IDENTIFICATION_REFUSAL;
      if (model) return model.reply(request, context);
      return embeddedAnswer(deps, request, context, deps.config.SUPPORT_EMAIL);
    },
  };
}
