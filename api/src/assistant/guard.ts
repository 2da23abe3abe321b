import type { Language } from '@hearth/contracts/constants';
import { EVERYDAY_WORDS } from '../survey/masking/mask';

/**
 * What a model may not say, checked on every reply before it is shown (docs/assistant.md): no name of
 * the agency's people, no figure the tools, the help passages or the conversation did not give, no run of
 * words from a comment (after Unicode normalisation: zero-width characters, look-alike letters, case), and
 * no link outside the app and the crisis lines. A sentence that breaks a rule is dropped, and the reader is
 * told that something was left out; a reply with nothing left becomes that notice alone.
 */
export interface GuardFacts {
  /** Names and name parts of the agency's people (first, last, nicknames), as written. */
  names: string[];
  /** Every text the model was given that may hold figures: tool results, help passages, the conversation. */
  sources: string[];
  /** Comments a tool handed to the model. */
  comments: string[];
  /** The app's own origin (links to it, and relative links, are fine). */
  appOrigin: string;
}

/** Hosts a reply may link besides the app: the crisis lines. */
const SAFE_HOSTS = ['988lifeline.org', '988lineadevida.org'];
/** Figures any answer may hold: the crisis numbers, the scale, and a few everyday counts. */
const ALWAYS_ALLOWED = new Set(['988', '911', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '12', '24', '100']);
/** Five words in a row from one comment make a quote; so does the whole of a comment of 3 or 4 words. */
const RUN = 5;

/** Cyrillic and Greek letters that look like Latin ones, mapped back so "Маria" reads as "maria". */
const LOOK_ALIKES: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  А: 'a',
  В: 'b',
  Е: 'e',
  К: 'k',
  М: 'm',
  Н: 'h',
  О: 'o',
  Р: 'p',
  С: 'c',
  Т: 't',
  Х: 'x',
  І: 'i',
  Ј: 'j',
  α: 'a',
  ο: 'o',
  ρ: 'p',
  ν: 'v',
  τ: 't',
  ι: 'i',
  κ: 'k',
  υ: 'u',
  Α: 'a',
  Β: 'b',
  Ε: 'e',
  Ζ: 'z',
  Η: 'h',
  Ι: 'i',
  Κ: 'k',
  Μ: 'm',
  Ν: 'n',
  Ο: 'o',
  Ρ: 'p',
  Τ: 't',
  Υ: 'y',
  Χ: 'x',
};

/** Text as a reader sees it: compatibility forms folded, invisible characters gone, look-alikes mapped. */
function canonical(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\p{Cf}\u200B-\u200F\u2060-\u206F\uFEFF]/gu, '')
    .replace(/./gu, (character) => LOOK_ALIKES[character] ?? character)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

const words = (text: string) =>
  canonical(text)
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);

function runs(list: string[], length: number): string[] {
  const result: string[] = [];
  for (let start = 0; start + length <= list.length; start++) result.push(list.slice(start, start + length).join(' '));
  return result;
}

/** Figures as written in prose: 7.5, 88%, 1,234 — without the percent sign or separators. */
const FIGURE = /(?<![\p{L}\d.])\d+(?:[.,]\d+)*(?![\p{L}\d])/gu;
const figuresIn = (text: string) =>
  new Set((canonical(text).match(FIGURE) ?? []).map((figure) => figure.replace(/,(?=\d{3}\b)/g, '')));

const LINK = new RegExp(
  String.raw`\bhttps?://[^\s)\]>"']+|\bwww\.[^\s)\]>"']+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|co` +
    String.raw`|info|biz|xyz|ru|cn|app|link|ly|me|site|online)\b(?:/[^\s)\]>"']*)?`,
  'gi',
);

function linkIsSafe(link: string, appOrigin: string): boolean {
  const absolute = /^https?:\/\//i.test(link) ? link : `https://${link}`;
  try {
    const url = new URL(absolute);
    if (url.origin === new URL(appOrigin).origin) return true;
    return SAFE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
  } catch {
    return false;
  }
}

const NOTICE: Record<Language, string> = {
  en:
    'I left out part of that answer because it named someone, quoted what staff wrote, gave a figure I could not ' +
    'check, or linked outside Hearth. Ask me again, or read the figures on the Dashboard.',
  es:
    'Quité parte de esa respuesta porque nombraba a alguien, citaba lo que escribió el personal, daba una cifra que ' +
    'no ' +
    'pude comprobar o tenía un enlace fuera de Hearth. Pregúnteme otra vez, o vea las cifras en el panel.',
};

/**
 * Whether a sentence holds a name of the agency's people. A name that is also an everyday word ("Will",
 * "Hope") counts only with a capital letter past the sentence's first word.
 */
function namesSomeone(sentence: string, nameParts: Set<string>): boolean {
  const original = sentence.match(/[\p{L}\p{M}\p{N}\p{Cf}]+/gu) ?? [];
  return original.some((word, position) => {
    const key = words(word).join('');
    if (!nameParts.has(key)) return false;
    if (!EVERYDAY_WORDS.has(key)) return true;
    const first = canonical(word).length > 0 ? word.normalize('NFKC').replace(/\p{Cf}/gu, '')[0] : '';
    return position > 0 && first !== undefined && first !== first.toLowerCase();
  });
}

/** Why a sentence of the reply may not be shown, or null. */
function problem(
  sentence: string,
  facts: GuardFacts,
  allowedFigures: Set<string>,
  quoted: Set<string>,
  shortComments: string[],
  nameParts: Set<string>,
): string | null {
  const list = words(sentence);
  if (namesSomeone(sentence, nameParts)) return 'name';
  if (
    runs(list, RUN).some((run) => quoted.has(run)) ||
    shortComments.some((comment) => ` ${list.join(' ')} `.includes(comment))
  )
    return 'quote';
  // Figures of the prose, not of the links' addresses.
  const prose = sentence.replace(/\]\([^)\s]*\)/g, ']').replace(LINK, ' ');
  for (const figure of figuresIn(prose))
    if (!allowedFigures.has(figure) && !ALWAYS_ALLOWED.has(figure)) return 'figure';
  const markdownTargets = [...sentence.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
  for (const target of markdownTargets) {
    if (!target.startsWith('/') || target.startsWith('//')) {
      if (!linkIsSafe(target, facts.appOrigin)) return 'link';
    }
  }
  for (const link of sentence.replace(/\]\(([^)\s]+)\)/g, '](…)').match(LINK) ?? []) {
    if (!linkIsSafe(link, facts.appOrigin)) return 'link';
  }
  return null;
}

/** The reply with every sentence that breaks a rule dropped, and what was dropped. */
export function guardReply(reply: string, facts: GuardFacts, language: Language): { text: string; dropped: string[] } {
  const allowedFigures = new Set(facts.sources.flatMap((source) => [...figuresIn(source)]));
  const quoted = new Set<string>();
  const shortComments: string[] = [];
  for (const comment of facts.comments) {
    const list = words(comment);
    if (list.length >= RUN) for (const run of runs(list, RUN)) quoted.add(run);
    else if (list.length >= 3) shortComments.push(` ${list.join(' ')} `);
  }
  const nameParts = new Set(facts.names.flatMap((name) => words(name)).filter((part) => part.length >= 3));
  const dropped: string[] = [];
  const paragraphs = reply.split(/\n{2,}/).map((paragraph) =>
    paragraph
      .split(/(?<=[.!?])\s+|\n/)
      .filter((sentence) => {
        const why = problem(sentence, facts, allowedFigures, quoted, shortComments, nameParts);
        if (why) dropped.push(why);
        return !why;
      })
      .join(' ')
      .trim(),
  );
  if (dropped.length === 0) return { text: reply, dropped };
  const kept = paragraphs.filter(Boolean).join('\n\n');
  return { text: [kept, NOTICE[language]].filter(Boolean).join('\n\n'), dropped };
}
