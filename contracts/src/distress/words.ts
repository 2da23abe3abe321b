/**
 * How the screening reads words (docs/duty-of-care.md): lower case, no accents, straight quotes,
 * texting forms spelled out, runs of a letter cut to two, and typos of the words that matter.
 */
/** Words whose misspellings are read as the word (edit distance 1, or 2 for long words). */
const KEY_WORDS = [
  'myself',
  'suicide',
  'suicidal',
  'anymore',
  'hopeless',
  'worthless',
  'useless',
  'burden',
  'without',
  'disappear',
  'overdose',
  'everyone',
  'everybody',
  'breaking',
  'living',
  'pointless',
  'exhausted',
  'failing',
  'failure',
  'nothing',
  'forever',
  'existing',
  'suicidarme',
  'matarme',
  'morirme',
  'desaparecer',
  'despertar',
  'despertarme',
  'aguanto',
  'aguantar',
  'sentido',
  'mejor',
  'vivir',
];

/** Words before "ill" that make it an illness. */
const ILLNESS_BEFORE = new RegExp(
  '^(terminally|critically|chronically|mentally|seriously|gravely|acutely|very|so|too|fell|fall|falls|falling|got|' +
    'get|gets|been|was|is|are|were|became|felt|feel|feels|feeling|an|the)$',
);

/** Texting forms and contractions, after apostrophes are dropped ("don't" → "dont" → "do not"). */
const SHORT_FORMS: Record<string, string> = {
  im: 'i am',
  ima: 'i am going to',
  imma: 'i am going to',
  ive: 'i have',
  id: 'i would',
  ill: 'i will',
  u: 'you',
  ur: 'your',
  r: 'are',
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  cant: 'can not',
  cannot: 'can not',
  couldnt: 'could not',
  wont: 'will not',
  wouldnt: 'would not',
  shouldnt: 'should not',
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  havent: 'have not',
  hasnt: 'has not',
  aint: 'am not',
  wanna: 'want to',
  suicidle: 'suicidal',
  gonna: 'going to',
  gotta: 'have to',
  kinda: 'kind of',
  theyd: 'they would',
  theyre: 'they are',
  everyones: 'everyone is',
  thats: 'that is',
  whats: 'what is',
  its: 'it is',
  kms: 'kill myself',
  tonite: 'tonight',
  nite: 'night',
  kil: 'kill',
  cnat: 'can not',
  anymroe: 'anymore',
  kiero: 'quiero',
  aki: 'aqui',
  rly: 'really',
  idk: 'i do not know',
  nesesito: 'necesito',
  ay: 'ay',
  w: 'with',
  wo: 'without',
  kill: 'kill',
  myslef: 'myself',
  unalive: 'kill',
  anymore: 'anymore',
  tho: 'though',
  bc: 'because',
  cuz: 'because',
  pls: 'please',
  q: 'que',
  xq: 'porque',
  pq: 'porque',
  tb: 'tambien',
  mas: 'mas',
  ya: 'ya',
  abt: 'about',
  bout: 'about',
  thinkin: 'thinking',
  doin: 'doing',
  somethin: 'something',
  nothin: 'nothing',
  goin: 'going',
  feelin: 'feeling',
  tryin: 'trying',
  endin: 'ending',
  livin: 'living',
  d: 'de',
  no1: 'no one',
  noone: 'no one',
  sum1: 'someone',
  any1: 'anyone',
  every1: 'everyone',
  wld: 'would',
  wud: 'would',
  cud: 'could',
  shud: 'should',
  ppl: 'people',
  b4: 'before',
  nvr: 'never',
  // "nose xq sigo aki": Spanish texting's "no sé" (an English nose reads as nothing either way).
  nose: 'no se',
  vdd: 'verdad',
};

/**
 * Emoji that say what words would (signs.ts): a gun, a rope, a grave, a knife, pills. Read as words of their
 * own, since the words around them are often none ("🙃🔫", "💊💊💊 tonight").
 */
const EMOJI_WORDS: [RegExp, string][] = [
  [/\u{1F52B}/gu, ' emojigun '],
  [/\u{1FAA2}/gu, ' emojirope '],
  [/\u{26B0}|\u{1FAA6}/gu, ' emojigrave '],
  [/\u{1F52A}|\u{1F5E1}/gu, ' emojiknife '],
  [/\u{1F48A}/gu, ' emojipills '],
  // Laughter: tears of joy, rolling on the floor, a skull ("i'm dead 💀").
  [/\u{1F602}|\u{1F923}|\u{1F606}/gu, ' emojilaugh '],
  [/\u{1F480}|\u{2620}/gu, ' emojiskull '],
];

/**
 * Lower case, no accents, straight quotes, texting forms spelled out (and the algospeak of "sewer slide"),
 * runs of a letter cut to two, emoji of means as words.
 */
export function normaliseWords(text: string): string {
  const words = EMOJI_WORDS.reduce((written, [emoji, word]) => written.replace(emoji, word), text)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/'/g, '')
    .replace(/(\p{L})\1{2,}/gu, '$1$1')
    .replace(/\bany more\b/g, 'anymore')
    // "want 2 die": a 2 between a verb of wanting or going and a verb is "to".
    .replace(/\b(want|wanna|going|gonna|need|have|ready|trying|tryna|about) 2 (?=\p{L})/gu, '$1 to ')
    .replace(/\bmy self\b/g, 'myself')
    .replace(/\bsewer[\s-]?slide\b/g, 'suicide')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  // "ill" is "I'll" except as an illness: "terminally ill", "fell ill", "so ill".
  return words
    .map((word, at) =>
      word === 'ill' && ILLNESS_BEFORE.test(words[at - 1] ?? '') ? word : (SHORT_FORMS[word] ?? word),
    )
    .join(' ');
}

/** The same words with typos of the words that matter read as those words ("suicidle" → "suicide"). */
export function withTyposCorrected(normalised: string): string {
  return normalised.split(' ').map(corrected).join(' ');
}

/** A key word the token is a typo of, or the token itself. */
function corrected(word: string): string {
  if (word.length < 5) return word;
  for (const key of KEY_WORDS) {
    if (key === word) return word;
    const allowed = key.length >= 9 ? 2 : 1;
    if (Math.abs(key.length - word.length) <= allowed && editDistance(word, key, allowed) <= allowed) return key;
  }
  return word;
}

/**
 * Damerau–Levenshtein distance: an adjacent swap ("scroe") costs one. Past `limit` it stops early and
 * answers some distance above the limit, not the exact one.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return best;
  }
  return rows[a.length]![b.length]!;
}

/**
 * Asking who said something ("who wrote …", "¿quién escribió …?"): the words asked about are someone else's.
 * The grammar drops a quote after them (contracts/src/distress.ts); the assistant keeps them from the trained
 * reader (api/src/assistant/safety.ts).
 */
/**
 * The writer's reply to words quoted or said to them ("she texted 'are you safe?' I answered 'no'", "le contesté
 * 'no'"): what follows is the writer's own. Read by the grammar (contracts/src/distress.ts) and the assistant.
 */
export const REPLIED =
  String.raw`i (?:replied|whispered|answered|told (?:her|him|them)|texted (?:her|him|them|back)|messaged (?:her|him` +
  String.raw`|back)|wrote back|said back)|(?:wrote|texted|replied|answered|said) back` +
  String.raw`|(?:le|les|yo le) (?:dije|conteste|respondi|mande|escribi)`;
/** The same for oneself: "me too", "same here", "yo también", "siento lo mismo". */
export const AGREED =
  String.raw`me too|same here|so do i|i feel the same|yo tambien|a mi tambien` +
  String.raw`|siento lo mismo|lo mismo siento`;
export const WHO = String.raw`who|whos|whoever|quien|quién|quienes|quiénes`;
/** The verbs of saying or answering that follow WHO. */
export const SAID =
  String.raw`wrote|writes|said|says|saying|put|typed|answered|escribio|escribió|puso|dijo|contesto` +
  String.raw`|contestó|respondio|respondió`;

/** The writer sharing what someone else feels: "so do I", "me too", "same tbh", "yo también", "somos dos". */
export const ME_TOO = new RegExp(
  String.raw`\b(${AGREED}|so (am|have|would) i|me 2|i do too|i am too|im too|i have too` +
    String.raw`|i feel that way too|neither can i|nor can i|i cant either|me neither|same (here|tbh|honestly|lol)` +
    String.raw`|i( \w+){0,2} (do|am|have|feel|think) (too|the same)|(i have|ive got|i got) one too` +
    String.raw`|(neither|nor) (do|am|have|would|will|did) i|(for|to) me (either|too|as well)|para mi tambien` +
    // The writer among those said to be at risk: "both me and my partner", "my partner and I are", "las dos estamos".
    String.raw`|both (me|of us)|me and (my|the|our) \w+( \w+)? (are|have|were|both)|(my|the|our) \w+ and i (are|have` +
    String.raw`|were|both)|(los|las) dos (estamos|hemos|andamos)|ambos (estamos|hemos)` +
    String.raw`|(honestly|tbh|lowkey|kinda|and|literally|but) same|x2|makes two of us|that makes two` +
    String.raw`|(wish|wishes|wished) i had the (courage|guts|nerve) to do what` +
    String.raw`|(lo|igual) mismo (aqui|aca|por aca)|igual aqui|idem|a mi tampoco|tampoco le veo` +
    String.raw`|(pienso|siento|estoy|me pasa|me siento) igual|(pienso|pense|he pensado) en hacer lo mismo` +
    String.raw`|yo tampoco|a mi igual|igual yo|yo igual|me pasa lo mismo` +
    String.raw`|somos dos|ditto|x3|me as well|as do i|i too|i (cannot|can not|cant) either|como yo` +
    String.raw`|me identifico|pienso lo mismo|(thought|thoughts|it)( has| have|s)? crossed my mind|been there` +
    String.raw`|right there with (him|her|them)|thats (literally |so )?me|my own (stash|pills|meds|plan|note|letter` +
    String.raw`|gun|rope)|mine (are|is) (in|at|ready|too)|(mine|my own) too|(im|i am) right behind (her|him|them)` +
    // Agreeing with what was said of one, or sharing it: "and she's right", "big mood", "y tiene razón", "y yo".
    String.raw`|(shes|hes|theyre|she is|he is) (right|not wrong)|(she|he) (isnt|is not|wasnt) wrong|(its|thats|still)` +
    String.raw` true|and i do|and it is|felt that|big mood|and mood|mood fr|join the club|(?<!no )tiene razon` +
    String.raw`|no se equivoca` +
    String.raw`|es cierto|asi es|bienvenida al club|bienvenido al club|dimelo a mi|no eres la unica|no eres el unico` +
    String.raw`|y yo|igual aca|igual yo|yo tmb|yo tb|el mio tambien|la mia tambien|le dije que si|y si sigo|si sigo` +
    String.raw`|(?<=(^|["”?!.,] ?))(answered|said) yes|dije que si|igualita yo|igualito yo|y ando igual|ando igual` +
    String.raw`|me too+|me to$` +
    String.raw`|(thats|that is) (exactly |still |literally )?how i feel|still how i feel|i still do` +
    String.raw`|(ugh|lmao|yeah|and|lol|tbh) same)\b` +
    String.raw`|(^|[,.;!] ?)(lol |honestly |tbh |literally )?same\b(?! (thing|time|way|day|as|with|one|week|shift` +
    String.raw`|old|place|team|page|email|error|issue|problem|number|question|report|person|people|patient)\b)`,
);
