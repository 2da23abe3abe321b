import { anyOf, plainText } from './text';

/**
 * Safety first (docs/decisions/040-assistant-own-numbers-and-safety.md): a message that speaks of
 * the writer's own distress, or of anyone harming themselves, is answered at once with people to
 * call, before any search, figures or model. The patterns err on the side of answering kindly.
 */
const SELF_HARM = new RegExp(
  String.raw`\b${anyOf(
    'suicid\\w*|kill (myself|herself|himself|themselves)|end (my|her|his|their) life|end it all',
    'take (my|her|his|their) own life|self[\\s-]?harm\\w*',
    '(harm|hurt|cut)(ing)? (myself|herself|himself|themselves)',
    '(want|wants|wanted) to die|better off dead|no reason to live|not worth living',
    'dont want to (be here|live|wake up)',
  )}\b`,
);

const FIRST_PERSON = String.raw`\b(i|im|ive|id|me|myself)\b`;
/** Up to a few words between, none of them another person: "my staff are exhausted" is about the team. */
const OTHERS = anyOf(
  'team|staff|nurses?|aides?|employees?|people|they|them|everyone|colleagues?|coworkers?|workers?',
  'someone|he|she|member|who|whom|whose|which',
);
const BETWEEN = String.raw`(?:(?!\b${OTHERS}\b)[^.?!]){0,40}`;
const DISTRESS_WORDS = anyOf(
  'burn(ed|t|ing)? ?out|exhausted|drained|overwhelmed|hopeless|helpless|depressed|anxious|panic|numb|empty',
  'falling apart|breaking down|at (my|the) breaking point|crying|worthless|so tired|not okay|not ok',
  'struggling|miserable|desperate',
  'cant (cope|go on|take (it|this|any ?more)|keep going|do this any ?more|stop crying|sleep|function)',
);
const DISTRESS = new RegExp(`${FIRST_PERSON}${BETWEEN}\\b${DISTRESS_WORDS}`);

export function inDistress(message: string): boolean {
  const text = plainText(message);
  return SELF_HARM.test(text) || DISTRESS.test(text);
}

export function distressAnswer(message: string): string {
  const urgent = SELF_HARM.test(plainText(message));
  return [
    urgent
      ? "I'm really sorry you're carrying this. Your safety matters more than anything here."
      : "I'm sorry you're feeling this way. Hospice work asks a lot of people, and you don't have to carry it alone.",
    '**In the US, call or text 988** (the Suicide & Crisis Lifeline), any time, day or night: you can talk to ' +
      'someone now, even if you are not in crisis. If you or someone else is in immediate danger, call 911. ' +
      'Outside the US, call your local emergency number.',
    "**Your agency's employee assistance programme (EAP)** offers free, confidential counselling. Your manager or " +
      "HR can give you its number, and you don't have to say why you want it.",
    urgent
      ? 'If you can, tell someone you trust and stay with them while you reach out.'
      : 'It can also help to talk with someone you trust at work, the chaplain or your own doctor, and to ask for ' +
        'lighter duties or a day off while you recover. Trouble sleeping and feeling worn out are signs to take ' +
        'seriously, not a failing.',
  ].join('\n\n');
}
