import { createRequire } from 'node:module';
import { COMMENT_THEMES, type CommentTheme, type CommentThemes } from '@hearth/contracts/insights';
import { eng, spa } from 'stopword';
import { type Language, THEME_CUES } from './theme-cues';
import { NEGATORS, TONE_WORDS, UNTURNED } from './tone-words';

/**
 * What a closed round's comments are about, and in which tone, read on this machine (docs/insights.md
 * "Comment themes", ADR 078). Words are reduced to their stems with the Snowball stemmers of both
 * languages (`snowball-stemmers`), so "charting", "charted" and "charts" are one cue, as are
 * "visitas" and "visita"; each theme is a set of such cues and a few phrases, in English and Spanish.
 * A comment's tone towards a theme is read from the words near the theme's cue: the clause it sits
 * in, with negation ("not enough", "nadie me ayuda") turning a word's sense around.
 *
 * Only counts and labels ever leave this module: never a comment, never a word of one. The caller
 * gives comments already masked and only when there are at least max(k, 5) of them.
 */

/** `snowball-stemmers` ships no types: its one function, as used here. */
const { newStemmer } = createRequire(import.meta.url)('snowball-stemmers') as {
  newStemmer(language: 'english' | 'spanish'): { stem(word: string): string };
};
const STEMMERS: Record<Language, { stem(word: string): string }> = {
  en: newStemmer('english'),
  es: newStemmer('spanish'),
};

/** Lower case, no accents, apostrophes dropped. */
const plain = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’'`´]/g, '');

/** Where a clause ends: its tone is its own. */
const CLAUSE_BREAK = /[.;!?\n]+|,\s*(?:but|though|pero|aunque)\b|\s(?:but|though|pero|aunque|however|sin embargo)\s/;

const stemmed = (language: Language, words: string[]) =>
  new Set(words.map((word) => STEMMERS[language].stem(plain(word))));
const THEME_STEMS = Object.fromEntries(
  COMMENT_THEMES.map((theme) => [
    theme,
    { en: stemmed('en', THEME_CUES[theme].words.en), es: stemmed('es', THEME_CUES[theme].words.es) },
  ]),
) as Record<CommentTheme, Record<Language, Set<string>>>;
interface Word {
  text: string;
  stems: Record<Language, string>;
}

const wordsOf = (clause: string): Word[] =>
  (clause.match(/[\p{L}\p{N}]+/gu) ?? []).map((text) => ({
    text,
    stems: { en: STEMMERS.en.stem(text), es: STEMMERS.es.stem(text) },
  }));

const STOPWORDS = { en: new Set(eng), es: new Set(spa.map(plain)) };

/**
 * The languages a comment is read in: the one whose common words (the `stopword` lists) it uses
 * more, or both when it is too short to tell. So "report" is not read as Spanish "reportes".
 */
function languagesOf(words: Word[]): Language[] {
  const en = words.filter((word) => STOPWORDS.en.has(word.text)).length;
  const es = words.filter((word) => STOPWORDS.es.has(word.text)).length;
  return en > es ? ['en'] : es > en ? ['es'] : ['en', 'es'];
}

const matches = (word: Word, stems: Record<Language, Set<string>>, languages: Language[]) =>
  languages.some((language) => stems[language].has(word.stems[language]));

const TONE_STEMS = {
  positive: {
    en: stemmed('en', TONE_WORDS.en.positive),
    es: stemmed('es', TONE_WORDS.es.positive),
  },
  negative: {
    en: stemmed('en', TONE_WORDS.en.negative),
    es: stemmed('es', TONE_WORDS.es.negative),
  },
};

/**
 * The tone of a clause: this work's own tone words (stemmed), each turned by a negator up to three
 * words before it; each negator with no such word after it counts −1, so "no lunch", "nobody
 * answered" and "sin apoyo" read as a lack. (A general AFINN list read worse here: ADR 078.)
 */
function toneOf(clause: string, languages: Language[]): number {
  const words = wordsOf(clause);
  const toneValue = (word: Word) =>
    matches(word, TONE_STEMS.positive, languages)
      ? 1
      : matches(word, TONE_STEMS.negative, languages) && !NEGATORS.has(word.text)
        ? -1
        : 0;
  let own = 0;
  words.forEach((word, index) => {
    const value = toneValue(word);
    if (value === 0) return;
    const turned =
      !UNTURNED.has(word.text) &&
      words.slice(Math.max(0, index - 3), index).some((before) => NEGATORS.has(before.text));
    own += turned ? -value : value;
  });
  const lacks = words.filter(
    (word, index) =>
      NEGATORS.has(word.text) && !words.slice(index + 1, index + 4).some((after) => toneValue(after) !== 0),
  ).length;
  return own - lacks;
}

/** The themes of one comment (masked), each with its tone. */
export function commentThemes(comment: string): { theme: CommentTheme; tone: 'positive' | 'negative' }[] {
  const text = plain(comment);
  const clauses = text.split(CLAUSE_BREAK).filter((clause) => clause.trim() !== '');
  const languages = languagesOf(wordsOf(text));
  const found: { theme: CommentTheme; tone: 'positive' | 'negative' }[] = [];
  for (const theme of COMMENT_THEMES) {
    const cues = THEME_CUES[theme];
    const hit = clauses.filter(
      (clause) =>
        cues.phrases.some((phrase) => phrase.test(clause)) ||
        wordsOf(clause).some((word) => matches(word, THEME_STEMS[theme], languages)),
    );
    if (hit.length === 0) continue;
    const tone = hit.reduce((sum, clause) => sum + toneOf(clause, languages), 0);
    found.push({ theme, tone: tone > 0 ? 'positive' : 'negative' });
  }
  return found;
}

/**
 * The themes of a round's comments: for each theme found, how many comments touch it and how many
 * of those in each tone, most frequent first. Counts and labels only.
 */
export function themesOfComments(comments: string[]): CommentThemes['themes'] {
  const counts = new Map<CommentTheme, { comments: number; positive: number; negative: number }>();
  for (const comment of comments) {
    for (const { theme, tone } of commentThemes(comment)) {
      const count = counts.get(theme) ?? { comments: 0, positive: 0, negative: 0 };
      count.comments++;
      count[tone]++;
      counts.set(theme, count);
    }
  }
  return [...counts.entries()]
    .map(([theme, count]) => ({ theme, ...count }))
    .sort((a, b) => b.comments - a.comments || COMMENT_THEMES.indexOf(a.theme) - COMMENT_THEMES.indexOf(b.theme));
}
