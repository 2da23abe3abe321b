import type { Deps } from '@hearth/platform/deps';
import { getAgencySettings } from '../agency/queries';
import type { Assistant, AssistantContext, AssistantRequest } from './assistant';
import { embeddedAnswer } from './embedded';
import { createOpenAiAssistant } from './openai';
import { IDENTIFICATION_REFUSAL } from './replies';
import { distressAnswer, safetyReading } from './safety';
import { prepareRecognition } from './understanding/classify';
import { isFigureIntent, isPlainFactIntent } from './understanding/intents';
import { detectLanguage } from './understanding/language';
import { recognisedRequest, understand } from './understanding/understand';

/**
 * What is still answered after the kind words for strain: the agency's figures and Hearth's plain facts, not
 * the help pages ("what should I do?" reads as a question for them) nor a request to identify anyone.
 */
function answeredAfterStrain(request: AssistantRequest) {
  const understanding = recognisedRequest(request);
  return understanding && (isFigureIntent(understanding.intent) || isPlainFactIntent(understanding.intent))
    ? understanding
    : null;
}

/**
 * The assistant this process uses: the model when OPENAI_API_KEY is set, otherwise the embedded one
 * (docs/assistant.md). In both, distress is answered first with people to call — in the writer's language,
 * with the agency's programme for its administrators — and questions that try to identify a respondent
 * are refused, before any search, figures or model.
 */
export function createAssistant(deps: Deps): Assistant {
  const model = deps.config.OPENAI_API_KEY ? createOpenAiAssistant(deps) : null;
  // The intent model trains once per process, right after start rather than on the first question.
  setImmediate(prepareRecognition);

  async function crisis(request: AssistantRequest, context: AssistantContext): Promise<string | null> {
    const level = safetyReading(request.message);
    if (!level) return null;
    const earlier = request.history.findLast((message) => message.role === 'user')?.content;
    const language = detectLanguage(request.message, earlier ? detectLanguage(earlier) : undefined);
    const programme = context.agencyId
      ? (await getAgencySettings(deps.sql, context.agencyId)).employeeAssistance
      : null;
    const support = distressAnswer(level, language, programme);
    // Strain said plainly before a question about the agency or Hearth ("I'm burned out and so is everyone,
    // what's our response rate?"): the kind words and the people to call first, then the answer. The embedded
    // answer, even in model mode: a reply that skips the rate limit never calls the provider.
    const understanding = level === 'strain' ? answeredAfterStrain(request) : null;
    if (!understanding) return support;
    return `${support}\n\n${await embeddedAnswer(deps, request, context, deps.config.SUPPORT_EMAIL, understanding)}`;
  }

  return {
    crisis,
    async reply(request, context) {
      const urgent = await crisis(request, context);
      if (urgent) return urgent;
      const understanding = understand(request);
      if (understanding.intent === 'identify') return IDENTIFICATION_REFUSAL[understanding.language];
      if (model) return model.reply(request, context, understanding);
      return embeddedAnswer(deps, request, context, deps.config.SUPPORT_EMAIL, understanding);
    },
  };
}
