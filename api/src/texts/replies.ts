import { DEFAULT_LANGUAGE, isLanguage } from '@hearth/contracts/constants';
import { parseMobile, readReply } from '@hearth/contracts/texts';
import type { Deps } from '@hearth/platform/deps';
import { runMemberCommand } from '../members/commands';
import { membershipsOfMobile } from '../members/queries';
import { replyText } from './messages';

/**
 * A text a member sent back (ADR 090). STOP (or PARAR, BAJA…) withdraws their consent to texts, START
 * (COMENZAR…) gives it again, HELP (AYUDA) says what Hearth is; each is an event on every membership that
 * has this number, which the number itself never enters. Anything else is not read: a check-in is
 * answered only through its link, anonymously, and the answer says so — with where to turn in a crisis.
 */
export async function answerReply(deps: Deps, from: string, body: string): Promise<string> {
  const mobile = parseMobile(from);
  const members = mobile ? await membershipsOfMobile(deps.sql, mobile) : [];
  const language = members.map((member) => member.language).find(isLanguage) ?? DEFAULT_LANGUAGE;
  const word = readReply(body);
  deps.log.info({ reply: word ?? 'other', memberships: members.length }, 'text reply received');
  if (word === 'stop' || word === 'start') {
    for (const { memberId } of members) {
      await runMemberCommand(deps, null, {
        type: 'SetTextConsent',
        memberId,
        consent: word === 'start',
        source: 'reply',
      });
    }
  }
  if (word) return replyText(word, language, deps.config.SUPPORT_EMAIL);
  return language === 'es'
    ? 'Este número no lee respuestas: su encuesta se responde solo con su enlace, de forma anónima. Si está en ' +
        'crisis, llame o envíe un texto al 988. Responda AYUDA para ayuda, PARAR para no recibir más.'
    : 'This number does not read replies: your check-in is answered only through its link, anonymously. If you ' +
        'are in crisis, call or text 988. Reply HELP for help, STOP to end texts.';
}
