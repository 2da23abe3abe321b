import { eng, spa } from 'stopword';
import english from './nicknames-en.json' with { type: 'json' };
import spanish from './nicknames-es.json' with { type: 'json' };

/**
 * Masking of personal details in comments (docs/anonymity.md, "Masking"): the names of an agency's
 * people in the forms people really write them, their nicknames in English and Spanish, email
 * addresses (also spelled out) and phone numbers. A comment is masked when it is sealed, against the
 * roster of that moment (so removing someone later never unmasks them), and again whenever it is
 * read, against the roster of then.
 *
 * Every comparison is on a *key*: the word in Unicode compatibility form, without accents, in lower
 * case, with apostrophes (straight or curly), hyphens, dots and spaces taken out — so O’Brien,
 * O'Brien, OBrien, obrien and "O Brien" are one key, as are Lopez-Garcia and "Lopez Garcia", Ann-Marie
 * and "Ann Marie", MaryJane and "Mary Jane", María and MARIA.
 */
export interface RosterPerson {
  firstName: string;
  lastName: string;
  email: string;
}

export interface Masker {
  mask(text: string): string;
  /** Every key the masker treats as a name: the guard of the assistant's model refuses them too. */
  names: string[];
}

const MASKS = { name: '[name]', email: '[email]', phone: '[phone]' } as const;

/**
 * Names that are also everyday words, in English or Spanish (with both languages' stopwords): masked
 * only when written with a capital, so that "I will" and "al final" stay readable when someone on the
 * team is called Will or Al.
 */
export const EVERYDAY_WORDS = new Set([
  ...`will hope joy faith grace may june april rose summer dawn ray jack frank rich mark bill pat sue art amber ivy
  lily penny sandy violet ruby pearl chase hunter drew gene holly iris heather autumn skye sky star august jean
  max page hall cook baker miller young king long little green brown white black gray grey wood stone love
  bishop major price hill rob bud chip kit don dot peg nan gus ginger candy honey sonny buddy sis baby doll
  ben bob cat cal chuck dick fanny fay hank hal jim jo lou mat matt meg mel nat ned nick pam patty phil
  tab tad ted tim val van vic win wynn ally abby gail gil bert bart bea cy di ed eli em ez flo gabe al
  sol chico coco concha fina rosa sole memo vale mecha lancha mago tano cayo rica mon lola pepa perico
  chata nene nena mari dani santi vero tom sal lee kay abe dee bo sam sy mo lu ada nell len del`.split(/\s+/),
  ...eng,
  ...spa,
]);

/** The key of a word or name (above). */
function nameKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘ʼ`´\-‐‑.\s]/g, '');
}

/** Given names and their nicknames (the two lists), and the other way round. */
const [nicknamesOf, canonicalsOf] = (() => {
  const down = new Map<string, Set<string>>();
  const up = new Map<string, Set<string>>();
  const link = (map: Map<string, Set<string>>, from: string, to: string) =>
    map.set(from, (map.get(from) ?? new Set()).add(to));
  for (const list of [english as Record<string, string[]>, spanish as Record<string, string[]>]) {
    for (const [name, nicknames] of Object.entries(list)) {
      for (const nickname of nicknames) {
        link(down, nameKey(name), nameKey(nickname));
        link(up, nameKey(nickname), nameKey(name));
      }
    }
  }
  return [down, up];
})();

/**
 * A name's nicknames, the names it is a nickname of and their nicknames (Liz: Elizabeth, Beth, Betty…),
 * each also in its other spellings of a final -y / -ie / -i (Robby, Robbie, Robbi).
 */
function relatives(key: string): string[] {
  const canonicals = [...(canonicalsOf.get(key) ?? [])];
  const found = [
    ...(nicknamesOf.get(key) ?? []),
    ...canonicals.flatMap((canonical) => [canonical, ...(nicknamesOf.get(canonical) ?? [])]),
  ];
  return found.flatMap((name) => {
    const stem = /(?:y|ie|i)$/.test(name) ? name.replace(/(?:y|ie|i)$/, '') : null;
    return stem && stem.length >= 2 ? [name, `${stem}y`, `${stem}ie`, `${stem}i`] : [name];
  });
}

/** A word as people type it: letters and digits, joined by apostrophes, hyphens or a dot. */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’‘ʼ\-‐‑][\p{L}\p{M}\p{N}]+)*/gu;
const POSSESSIVE = /['’‘ʼ]s$/i;
/** An address with an @ (a domain without a dot too: "mlopez@hospice"). */
const EMAIL = /[^\s@<>()[\]{}"',;:]+@[^\s@<>()[\]{}"',;:]*[\p{L}\p{N}]/gu;
/** "maria dot lopez at example dot org", "maria.lopez (at) example (dot) org", "arroba" and "punto". */
const DOT = String.raw`(?:\s*[([{]\s*(?:dot|punto)\s*[)\]}]\s*|\s+(?:dot|punto)\s+|\.)`;
const AT = String.raw`(?:\s*[([{]\s*(?:at|arroba)\s*[)\]}]\s*|\s+(?:at|arroba)\s+)`;
const PART = String.raw`[\p{L}\p{N}_+-]+`;
// The address ends where no other "at" follows, so "reach her at maria dot lopez at example dot org"
// is masked from "maria", not from "her".
const SPELLED_EMAIL = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${PART}(?:${DOT}${PART})*${AT}${PART}(?:${DOT}${PART})+` +
    String.raw`(?![\p{L}\p{N}_+-])(?!${DOT}${PART})(?!${AT})`,
  'giu',
);
/** A date written with digits (2024-03-14, 3/14/2026, 14.03.2026): not a phone number. */
const DATE = /^\s*(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4})\s*$/;
/** Seven or more digits, with the separators people type in phone numbers. */
const PHONE = /(?<![\p{L}\p{N}])\+?\(?\d[\d\s().-]{5,}\d(?![\p{L}\p{N}])/gu;

/** A masker for one agency's roster (built once, used for many comments). */
export function createMasker(roster: RosterPerson[]): Masker {
  const keys = new Set<string>();
  const add = (key: string) => {
    if (key.length >= 2) keys.add(key);
  };
  for (const person of roster) {
    const firstParts = person.firstName.split(/[\s\-‐‑]+/).map(nameKey);
    const lastParts = person.lastName.split(/[\s\-‐‑]+/).map(nameKey);
    for (const part of [...firstParts, ...lastParts]) add(part);
    add(nameKey(person.firstName));
    add(nameKey(person.lastName));
    add(nameKey(person.firstName + person.lastName));
    // Nicknames of each given name, and of the whole given name ("Mary Jane": MJ is not guessed).
    for (const part of [...firstParts, nameKey(person.firstName)]) {
      for (const relative of relatives(part)) add(relative);
    }
    // Handles made of the name: mlopez, marial, and the address's own words.
    const first = nameKey(person.firstName);
    const last = nameKey(person.lastName);
    if (first && last) {
      add(`${first[0]}${last}`);
      add(`${first}${last[0]}`);
    }
    const local = person.email.split('@')[0] ?? '';
    add(nameKey(local));
    for (const part of local.split(/[._+-]+/)) if (part.length >= 3 && !/\d/.test(part)) add(nameKey(part));
  }
  const isName = (word: string, capitalised: boolean) => {
    const key = nameKey(word);
    if (!keys.has(key)) return false;
    return capitalised || (key.length >= 3 && !EVERYDAY_WORDS.has(key));
  };
  const capitalised = (word: string) => {
    const first = word.normalize('NFKC')[0] ?? '';
    return first !== first.toLowerCase();
  };

  function maskNames(text: string): string {
    const words = [...text.matchAll(WORD)].map((match) => ({
      text: match[0],
      start: match.index,
      end: match.index + match[0].length,
    }));
    const masked = new Set<number>();
    words.forEach((word, index) => {
      const bare = word.text.replace(POSSESSIVE, '');
      const upper = capitalised(bare);
      // The word, or any part of a hyphenated or apostrophed word (Lopez-Garcia with only Lopez known).
      const parts = bare.split(/['’‘ʼ\-‐‑]/).filter((part) => part.length >= 3);
      if (isName(bare, upper) || parts.some((part) => isName(part, capitalised(part)))) masked.add(index);
      // A name written in two words that the roster joins ("Mary Jane" for MaryJane, "O Brien").
      const next = words[index + 1];
      if (next && /^[ \t]+$/.test(text.slice(word.end, next.start))) {
        const joined = `${bare}${next.text.replace(POSSESSIVE, '')}`;
        if (isName(joined, upper) && nameKey(joined).length >= 4) {
          masked.add(index);
          masked.add(index + 1);
        }
      }
    });
    let result = '';
    let at = 0;
    words.forEach((word, index) => {
      if (!masked.has(index)) return;
      result += text.slice(at, word.start) + (POSSESSIVE.test(word.text) ? `${MASKS.name}'s` : MASKS.name);
      at = word.end;
    });
    result += text.slice(at);
    return result.replace(/\[name\](?:[ \t]+\[name\])+/g, MASKS.name);
  }

  return {
    names: [...keys],
    mask(text) {
      const withoutContacts = text
        .replace(EMAIL, MASKS.email)
        .replace(SPELLED_EMAIL, MASKS.email)
        .replace(PHONE, (match) => (match.replace(/\D/g, '').length >= 7 && !DATE.test(match) ? MASKS.phone : match));
      return maskNames(withoutContacts);
    },
  };
}
