import { ERROR_CODES } from '@hearth/contracts/errors';
import { INVALID_INVITATION } from '@hearth/contracts/invitation-messages';
import type { AcceptInviteResponse } from '@hearth/contracts/members';
import { memberStream } from '@hearth/contracts/streams';
import { mobileEnding, sendsTexts } from '@hearth/contracts/texts';
import { loadState } from '@hearth/platform/commands';
import type { Deps } from '@hearth/platform/deps';
import { invalid } from '@hearth/platform/errors';
import { hashToken } from '@hearth/platform/secrets';
import { memberDecider } from './decide';
import { consumeInvitation, findInvitation } from './invitations';
import type { Member } from './member';

/** Member commands as the User Management tab, invitation pages and onboarding use them. */

import { runMemberCommand } from './commands';

/**
 * A staff member's answer to their invitation (docs/texts.md, ADR 090): the link accepted, the page's
 * question "may we text you?", and the same link opened again.
 */
/**
 * /accept-invite: a staff member activates their membership with the emailed link. The used link
 * is remembered (hashed, until it would have expired) so that opening the mail again says the
 * membership is active instead of calling a good link invalid.
 */
export async function acceptInvitation(deps: Deps, token: string): Promise<AcceptInviteResponse> {
  const invitation = await findInvitation(deps.sql, token, deps.clock.now());
  if (!invitation) return alreadyAccepted(deps, token);
  const { state } = await runMemberCommand(
    deps,
    invitation.memberId,
    { type: 'AcceptInvite', memberId: invitation.memberId },
    { prepare: () => consumeInvitation(deps.sql, invitation) },
  );
  await deps.sql`
    insert into one_time_tokens (token_hash, purpose, member_id, agency_id, expires_at)
    values (${invitation.tokenHash}, ${ACCEPTED_INVITATION}, ${invitation.memberId}, ${invitation.agencyId},
            ${invitation.expiresAt})
    on conflict do nothing`;
  return {
    agencyId: invitation.agencyId,
    message: 'Your invitation is accepted.',
    alreadyAccepted: false,
    language: state.language,
    texts: await textsOffer(deps, invitation.memberId, state),
  };
}

/** Whether the invitation page asks about texts: the agency would text this member, at this number. */
async function textsOffer(deps: Deps, memberId: string, member: Member): Promise<AcceptInviteResponse['texts']> {
  if (!sendsTexts(member.channel)) return null;
  const [person] = await deps.sql<{ mobile: string | null }[]>`select mobile from people where member_id = ${memberId}`;
  return person?.mobile ? { mobileEnding: mobileEnding(person.mobile), consent: member.textConsent } : null;
}

/**
 * The invitation page's question "may we text you?" (ADR 090), answered with the link just accepted
 * (good until it would have expired): the answer is an event; the number never is.
 */
export async function recordTextConsent(deps: Deps, token: string, consent: boolean) {
  const [used] = await deps.sql<{ member_id: string }[]>`
    select member_id from one_time_tokens
    where token_hash = ${hashToken(token)} and purpose = ${ACCEPTED_INVITATION} and expires_at > ${deps.clock.now()}`;
  if (!used) throw invalid(INVALID_INVITATION, ERROR_CODES.invalidToken);
  const { state } = await runMemberCommand(deps, used.member_id, {
    type: 'SetTextConsent',
    memberId: used.member_id,
    consent,
    source: 'invitation',
  });
  return { message: consent ? TEXTS_ACCEPTED : TEXTS_DECLINED, texts: await textsOffer(deps, used.member_id, state) };
}

const TEXTS_ACCEPTED = 'We will text you your check-in link. Reply STOP to any text to end them.';
const TEXTS_DECLINED = 'We will not text you. Your check-in link comes by email.';

const ACCEPTED_INVITATION = 'invite_accepted';

async function alreadyAccepted(deps: Deps, token: string): Promise<AcceptInviteResponse> {
  const [used] = await deps.sql<{ member_id: string; agency_id: string }[]>`
    select member_id, agency_id from one_time_tokens
    where token_hash = ${hashToken(token)} and purpose = ${ACCEPTED_INVITATION} and expires_at > ${deps.clock.now()}`;
  const member = used && (await loadState(deps.eventStore, memberStream(used.member_id), memberDecider)).state;
  if (!used || member?.status !== 'active') throw invalid(INVALID_INVITATION, ERROR_CODES.invalidToken);
  return {
    agencyId: used.agency_id,
    message: 'Your invitation was already accepted: you are all set.',
    alreadyAccepted: true,
    language: member.language,
    texts: await textsOffer(deps, used.member_id, member),
  };
}
