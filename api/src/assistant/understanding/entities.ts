import type { Language } from '@hearth/contracts/constants';
import type { HISTORY_RANGES } from '@hearth/contracts/dashboard';
import * as chrono from 'chrono-node';
import { MONTH_NAMES, plain } from './terms';

/**
 * The weeks a question is about, in English or Spanish (docs/assistant.md): "last week", "a month
 * ago", "the last 12 weeks", "March 30", "la semana pasada", "hace un mes", "el 30 de marzo".
 */
export type Period =
  /** The newest round, open or closed. */
  | { kind: 'current' }
  /** The newest closed round. */
  | { kind: 'latest' }
  /** The closed round before the newest closed one. */
  | { kind: 'previous' }
  /** The closed round of the week `weeks` weeks before today ("a month ago" is 4, "ten days ago" 10/7). */
  | { kind: 'ago'; weeks: number }
  /** The oldest closed round there is: "our very first check-in". */
  | { kind: 'first' }
  | { kind: 'range'; weeks: (typeof HISTORY_RANGES)[number] }
  /** The week that contains this day (month 1–12; without one, the latest such day of a month). */
  | { kind: 'date'; month: number | null; day: number }
  /**
   * A closed round that opened in this month (1–12): the last ("the last check-in of March"), or the `nth`
   * counted from the first (1, 2, …: "the third Monday of March") or from the last (-2: "la penúltima de marzo").
   */
  | { kind: 'month'; month: number; nth?: number };

const NUMBERS: Record<string, number> = {
  one: 1,
  a: 1,
  an: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  eight: 8,
  twelve: 12,
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  ocho: 8,
  doce: 12,
  few: 3,
  couple: 2,
  unos: 3,
};
const count = (word: string) => NUMBERS[word] ?? Number(word);
/** The product's weeks by other names: a week has one round, one check-in, one survey. */
const UNIT_EN = 'weeks?|rounds?|checkins?|check-ins?|surveys?';
const UNIT_ES = 'semanas|rondas|encuestas|chequeos';
const WEEKDAYS_EN = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
const WEEKDAYS_ES = '(?:lunes|martes|miercoles|jueves|viernes|sabados?|domingos?)';
const NUMBER =
  '(\\d{1,2}|one|a|an|two|three|four|five|six|eight|twelve|few|couple|' +
  'un|una|uno|dos|tres|cuatro|cinco|seis|ocho|doce|unos)';

function rangeFor(weeks: number): (typeof HISTORY_RANGES)[number] {
  if (weeks <= 4) return 4;
  if (weeks <= 12) return 12;
  return 24;
}

const LATEST = new RegExp(
  String.raw`\b(last|latest|most recent|past|recent)( (completed|closed|finished))? ` +
    String.raw`(weeks?|round|checkin|survey|results?)\b|\blatest\b|\blast time\b`,
);
const CURRENT = new RegExp(
  String.raw`\b(this|current|currently open|open) (weeks?|round|checkin|survey)\b` +
    String.raw`|\b(right now|so far|today|currently|at the moment|this monday'?s?|still open|not closed yet)\b`,
);

/** The period a message in `language` names, or null. */
export function periodIn(message: string, language: Language): Period | null {
  const text = plain(message)
    .replace(/[?!.,;:¿¡]+/g, ' ')
    .replace(/\bwks?\b/g, (word) => (word === 'wk' ? 'week' : 'weeks'))
    .replace(/\bmos\b/g, 'months')
    .replace(/\bcheck[\s-]?ins?\b/g, 'checkin');
  if (/\bantepasad[oa]\b/.test(text)) return { kind: 'ago', weeks: 2 };
  // A week is also a round, a check-in, a survey or a weekday: "two Mondays ago", "hace dos rondas".
  const ago =
    new RegExp(`\\b${NUMBER} (weeks?|months?|${UNIT_EN}|${WEEKDAYS_EN}s?) (ago|back|before)\\b`).exec(text) ??
    new RegExp(
      `\\bhace (?:como |mas o menos |aproximadamente |casi )?${NUMBER} ` +
        `(semanas?|mes(es)?|${UNIT_ES}|${WEEKDAYS_ES})\\b`,
    ).exec(text);
  if (ago) {
    const months = /^(month|mes)/.test(ago[2]!);
    return { kind: 'ago', weeks: count(ago[1]!) * (months ? 4 : 1) };
  }
  // Days and fortnights: "14 days ago", "hace 28 días", "a fortnight ago", "hace quince días".
  const days = new RegExp(
    `\\b(${NUMBER}|\\d{1,3}) days? (ago|back|before)\\b|\\bhace (${NUMBER}|\\d{1,3}|quince) dias\\b`,
  ).exec(text);
  if (days) {
    const number = days[1] ?? days[4]!;
    return { kind: 'ago', weeks: (number === 'quince' ? 15 : count(number)) / 7 };
  }
  if (/\b(a |one )?fortnight (ago|back)\b|\bhace (una )?quincena\b/.test(text)) return { kind: 'ago', weeks: 2 };
  const weeks =
    new RegExp(`\\b(last|past|previous|prior|recent) ${NUMBER}[ -](${UNIT_EN})\\b`).exec(text) ??
    new RegExp(
      `\\b(ultimas|pasadas|anteriores) ${NUMBER} (${UNIT_ES})\\b|\\b${NUMBER} (ultimas|pasadas) (${UNIT_ES})\\b` +
        `|\\b${NUMBER} (${UNIT_ES}) (mas recientes|anteriores|pasadas)\\b`,
    ).exec(text) ??
    new RegExp(`\\b${NUMBER}[ -]weeks?\\b(?= (average|avg|mean|period|window|span))`).exec(text) ??
    new RegExp(`\\b(promedio|media) de (las )?(ultimas )?${NUMBER} (${UNIT_ES})\\b`).exec(text);
  if (weeks) {
    const number = weeks.slice(1).find((part) => part !== undefined && /^\d|^[a-z]+$/.test(part) && count(part) > 0);
    if (number) return { kind: 'range', weeks: rangeFor(count(number)) };
  }
  if (/\b(twelve|12)[ -]weeks?\b|\b(12|doce) semanas\b/.test(text)) return { kind: 'range', weeks: 12 };
  // A number of weeks alone, not counted back from now, with a statistic over them: "mean resp rate, 4 wks".
  const span = new RegExp(
    `\\b(\\d{1,2}|two|three|four|six|eight|dos|tres|cuatro|seis|ocho) (weeks|${UNIT_ES})\\b(?! (ago|back))`,
  ).exec(text);
  const statistic = /\b(average|avg|mean|over|across|trend|promedio|media|durante|tendencia)\b/.test(text);
  if (span && count(span[1]!) >= 2 && statistic && !/\bhace\b/.test(text)) {
    return { kind: 'range', weeks: rangeFor(count(span[1]!)) };
  }
  if (/\b(twenty[ -]?four|24)[ -]weeks?\b|\b24 semanas\b/.test(text)) return { kind: 'range', weeks: 24 };
  const months =
    new RegExp(`\\b(last|past|previous) ${NUMBER} months?\\b`).exec(text) ??
    new RegExp(`\\b(ultimos|pasados) ${NUMBER} meses\\b`).exec(text);
  if (months) return { kind: 'range', weeks: rangeFor(count(months[2]!) * 4) };
  if (/\b(last|past|this) month\b|\b(el )?(ultimo|pasado) mes\b|\bel mes pasado\b|\beste mes\b/.test(text)) {
    return { kind: 'range', weeks: 4 };
  }
  if (/\bquarter\b|\btrimestre\b|\bthree months\b|\btres meses\b/.test(text)) return { kind: 'range', weeks: 12 };
  if (/\b(half (a )?year|six months|this year|last year|past year|seis meses|medio ano|este ano)\b/.test(text)) {
    return { kind: 'range', weeks: 24 };
  }
  const month = lastOfMonth(text) ?? nthOfMonth(text);
  if (month) return month;
  if (FIRST_EVER.test(text)) return { kind: 'first' };
  const date = dateIn(message, language);
  if (date) return date;
  // The one before the newest closed round: "the round before last", "the second most recent check-in".
  if (BEFORE_LAST.test(text)) return { kind: 'previous' };
  if (
    /\b(previous|prior) (week|round|checkin)\b|\bweek before\b|\bone before\b|\bbefore that\b/.test(text) ||
    /\bsemana (anterior|antes|previa)\b|\bla de antes\b|\bantes de esa\b|\bla (anterior|previa)\b/.test(text)
  ) {
    return { kind: 'previous' };
  }
  if (LATEST.test(text) || /\bsemana pasada\b|\bultima (semana|ronda|encuesta)\b|\bmas reciente\b/.test(text)) {
    return { kind: 'latest' };
  }
  if (
    CURRENT.test(text) ||
    /\besta (semana|week)\b|\bhasta ahora\b|\bahorita\b|\bahora( mismo)?\b|\bactual\b|\ben curso\b/.test(text) ||
    /\b(este lunes|todavia abiert[oa]|sigue abiert[oa]|aunque no haya cerrado|no ha cerrado)\b/.test(text)
  ) {
    return { kind: 'current' };
  }
  return null;
}

/**
 * A day the message names ("April 6", "3/9", "el lunes 16 de marzo", "6/4" — day first in Spanish), read by
 * chrono (`chrono-node`); or a day of the month alone ("the round that opened on the 30th", "la del 30");
 * or a weekday said to be past ("last Monday's round", "el lunes pasado"): the newest closed round.
 */
const MONTH_NAME = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|ene|abr|ago|dic)[a-z]*\b/;

/** Days of the month in Spanish words, which chrono reads only as digits: "el nueve de marzo". */
const DIAS = (
  'primero dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciseis diecisiete ' +
  'dieciocho diecinueve veinte veintiuno veintidos veintitres veinticuatro veinticinco veintiseis veintisiete ' +
  'veintiocho veintinueve treinta'
).split(' ');
const DIA_EN_PALABRAS = new RegExp(String.raw`\b(uno|treinta y uno|${DIAS.join('|')}) de (?=[a-z])`, 'g');
const withDayDigits = (text: string) =>
  text.replace(DIA_EN_PALABRAS, (_, word: string) =>
    word === 'uno' ? '1 de ' : word === 'treinta y uno' ? '31 de ' : `${DIAS.indexOf(word) + 1} de `,
  );

function dateIn(message: string, language: Language): Period | null {
  const parser = language === 'es' ? chrono.es : chrono.en;
  const written = language === 'es' ? withDayDigits(plain(message)) : message;
  for (const found of parser.parse(written)) {
    const { day, month } = { day: found.start.get('day'), month: found.start.get('month') };
    // A calendar day, not "today", "now" or "last week" (which chrono also reads as certain days).
    // (A day and a month in digits, or a month's name: "within 24 hrs" and "12 horas" are not days.)
    const calendar = /\d{1,2}\s*[/-]\s*\d{1,2}/.test(found.text) || MONTH_NAME.test(plain(found.text));
    if (calendar && found.start.isCertain('day') && found.start.isCertain('month') && day && month) {
      return { kind: 'date', month, day };
    }
  }
  const text = plain(message);
  // (Not a count of weeks or people, nor the start of a range: "del 1 al 10".)
  const dayAlone = new RegExp(
    String.raw`\b(on|the|el|del|dia) (\d{1,2})(st|nd|rd|th)?\b` +
      String.raw`(?! (weeks?|semanas?|days?|dias?|%|people|personas|(al|to|a) \d))`,
  ).exec(text);
  if (dayAlone && Number(dayAlone[2]) >= 1 && Number(dayAlone[2]) <= 31) {
    return { kind: 'date', month: null, day: Number(dayAlone[2]) };
  }
  const weekday = String.raw`(monday|tuesday|wednesday|thursday|friday|lunes|martes|miercoles|jueves|viernes)`;
  // A weekday with its day of the month: "Monday the 16th", "el lunes 16".
  const weekdayAndDay = new RegExp(String.raw`\b${weekday},? (the )?(\d{1,2})(st|nd|rd|th)?\b(?! (de|of) )`).exec(text);
  if (weekdayAndDay && Number(weekdayAndDay[3]) >= 1 && Number(weekdayAndDay[3]) <= 31) {
    return { kind: 'date', month: null, day: Number(weekdayAndDay[3]) };
  }
  if (new RegExp(String.raw`\b(last|past) ${weekday}\b|\b${weekday} (pasado|anterior)\b`).test(text)) {
    return { kind: 'latest' };
  }
  return null;
}

const MONTHS: Record<string, number> = Object.fromEntries(
  MONTH_NAMES.flatMap((names, index) => [...names, names[0].slice(0, 3)].map((name) => [name, index + 1])),
);
const MONTH = `(${Object.keys(MONTHS).join('|')})`;
/** The round a month ended with: "the last check-in of March", "la última encuesta de marzo", "end of March". */
const LAST_OF_MONTH = new RegExp(
  String.raw`\b(last|final|latest) (week|round|checkin|survey|one|monday)s? (of|in) ${MONTH}\b` +
    String.raw`|\b(end|close) of ${MONTH}\b` +
    String.raw`|\bultim[oa] (semana|ronda|encuesta|chequeo|checkin|lunes) (de|en) ${MONTH}\b` +
    String.raw`|\bfinales de ${MONTH}\b`,
);

const ORDINALS: Record<string, number> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  fifth: 5,
  '5th': 5,
  primer: 1,
  primera: 1,
  primero: 1,
  segunda: 2,
  segundo: 2,
  tercer: 3,
  tercera: 3,
  tercero: 3,
  cuarta: 4,
  cuarto: 4,
  quinta: 5,
  quinto: 5,
  penultima: -2,
  penultimo: -2,
};
const ORDINAL = `(${Object.keys(ORDINALS).join('|')})`;
const ROUND_UNIT = '(weeks?|rounds?|checkins?|surveys?|mondays?|ones?|semanas?|rondas?|encuestas?|chequeos?|lunes)';
/** A round counted within a month: "the third Monday of March", "the first April round", "la penúltima de marzo". */
const NTH_OF_MONTH = new RegExp(
  String.raw`\b${ORDINAL} ${ROUND_UNIT} (of|in|de|en) ${MONTH}\b|\b${ORDINAL} ${MONTH} ${ROUND_UNIT}\b` +
    String.raw`|\b${MONTH}(?:'?s)? ${ORDINAL} ${ROUND_UNIT}\b` +
    String.raw`|\bsecond to last ${ROUND_UNIT} (of|in) ${MONTH}\b`,
);

function nthOfMonth(text: string): Period | null {
  const found = NTH_OF_MONTH.exec(text);
  if (!found) return null;
  const parts = found.slice(1).filter((part) => part !== undefined);
  const name = parts.find((part) => part in MONTHS);
  const ordinal = parts.find((part) => part in ORDINALS);
  if (!name) return null;
  return { kind: 'month', month: MONTHS[name]!, nth: ordinal ? ORDINALS[ordinal]! : -2 };
}

/** The closed round before the newest: "the round before last", "the second most recent", "la penúltima". */
export const BEFORE_LAST = new RegExp(
  String.raw`\b(week|round|checkin|survey|one) before (the )?(last|latest|most recent)( (one|week|round|checkin))?\b` +
    String.raw`|\bsecond (most recent|latest|to last|newest|last)\b|\bpenultim[oa]s?\b|\bnext to last\b`,
);
/** The oldest round: "our very first check-in", "the first week we used Hearth", "la primera encuesta". */
const FIRST_EVER = new RegExp(
  String.raw`\b(very first|first ever|first (week|round|checkin|survey|time) (we|that we|the team|our|you|ever)` +
    String.raw`|(our|the) first (week|round|checkin|survey)( ever)?\b(?! (of|in|de|en) )` +
    String.raw`|(la |nuestra )?primer[ao]? (semana|ronda|encuesta|chequeo|vez)( que| de todas)` +
    String.raw`|(nuestra|la) primer[ao]? (semana|ronda|encuesta|chequeo)\b(?! (de|en) ))`,
);

function lastOfMonth(text: string): Period | null {
  const found = LAST_OF_MONTH.exec(text);
  const name = found?.slice(1).find((part) => part !== undefined && part in MONTHS);
  return name ? { kind: 'month', month: MONTHS[name]! } : null;
}
