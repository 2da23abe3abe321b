import type { Language } from '@hearth/contracts/constants';
import type { MailMessage } from '@hearth/platform/mail/port';
import { DateTime } from 'luxon';

/**
 * What Hearth says by text message (ADR 090, docs/texts.md), in the member's language: short, with
 * the agency's name first (a text has no sender name), what it costs, and the words that stop texts.
 * A text carries no name: only the link, which is made at the moment it is sent.
 */
export type TextKind = 'welcome' | 'survey' | 'reminder';

const STOP = {
  en: 'Reply STOP to end texts, HELP for help.',
  es: 'Responda PARAR para no recibir más, AYUDA para ayuda.',
};

/** "Tue 9:00 AM" / "mar 9:00", in the agency's time zone. */
function closingLabel(closesAt: Date, timezone: string, language: Language): string {
  const local = DateTime.fromJSDate(closesAt, { zone: timezone }).setLocale(language === 'es' ? 'es' : 'en-US');
  return language === 'es' ? local.toFormat('ccc d LLL, H:mm') : local.toFormat('ccc, LLL d, h:mm a');
}

export function textBody(
  kind: TextKind,
  language: Language,
  values: { agencyName: string; url: string; closesAt?: Date; timezone?: string },
): string {
  const { agencyName, url } = values;
  const until = values.closesAt && values.timezone ? closingLabel(values.closesAt, values.timezone, language) : '';
  if (language === 'es') {
    switch (kind) {
      case 'welcome':
        return (
          `${agencyName} le invita a su encuesta semanal anónima en Hearth. Acepte aquí: ${url} ` +
          `Nuestros mensajes son gratis; su compañía telefónica puede cobrar su tarifa normal. ${STOP.es}`
        );
      case 'survey':
        return `${agencyName}: su encuesta semanal anónima está abierta hasta el ${until}. 3 min: ${url} ${STOP.es}`;
      case 'reminder':
        return `${agencyName}: recordatorio, su encuesta anónima cierra el ${until}: ${url} ${STOP.es}`;
    }
  }
  switch (kind) {
    case 'welcome':
      return (
        `${agencyName} invites you to its anonymous weekly check-in on Hearth. Accept here: ${url} ` +
        `Our texts are free; your carrier's usual rates may apply. ${STOP.en}`
      );
    case 'survey':
      return `${agencyName}: your anonymous weekly check-in is open until ${until}. 3 minutes: ${url} ${STOP.en}`;
    case 'reminder':
      return `${agencyName}: a reminder, your anonymous check-in closes ${until}: ${url} ${STOP.en}`;
  }
}

/** A text as the outbox carries it (`personalised` fills any substitution in `text`). */
export function textMessage(to: string, agencyName: string, text: string): MailMessage {
  return { channel: 'text', to, fromName: agencyName, subject: '', text, html: '' };
}

/** The answers to STOP, START and HELP (and their Spanish words), in the language of the word. */
export function replyText(word: 'stop' | 'start' | 'help', language: Language, supportEmail: string): string {
  if (language === 'es') {
    if (word === 'stop') return 'Hearth no le enviará más mensajes. Responda COMENZAR para volver a recibirlos.';
    if (word === 'start') return 'Volverá a recibir los mensajes de Hearth. Responda PARAR para dejarlos.';
    return (
      'Hearth: la encuesta semanal anónima de su agencia. Sus respuestas son anónimas. Responda PARAR para no ' +
      `recibir más, COMENZAR para volver. Ayuda: ${supportEmail}`
    );
  }
  if (word === 'stop') return 'You will get no more texts from Hearth. Reply START to get them again.';
  if (word === 'start') return 'Texts from Hearth are back on. Reply STOP to end them.';
  return (
    "Hearth: your agency's anonymous weekly check-in. Your answers are anonymous. Reply STOP to end texts, " +
    `START to get them again. Help: ${supportEmail}`
  );
}
