import { AUTH_MESSAGES, INVALID_CODE_MESSAGE, type LoginResponse } from '@hearth/contracts/auth';
import { MFA_CODE_MINUTES, MFA_MAX_ATTEMPTS, MFA_RESEND_SECONDS } from '@hearth/contracts/constants';
import { ERROR_CODES } from '@hearth/contracts/errors';
import { memberStream } from '@hearth/contracts/streams';
import { addMs, MINUTE } from '@hearth/platform/clock';
import { loadState } from '@hearth/platform/commands';
import type { Deps } from '@hearth/platform/deps';
import { forbidden, invalid, tooManyRequests, unauthenticated } from '@hearth/platform/errors';
import { MAIL_HOLD_MS, messageMail } from '@hearth/platform/mail/outbox';
import { enforceRateLimit } from '@hearth/platform/rate-limit';
import { hashToken, randomSixDigitCode, randomToken, sameBytes } from '@hearth/platform/secrets';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { clientIp, userAgent } from '../http/request-info';
import { memberDecider } from '../members/decide';
import { mailBrowserLink } from './browser-trust';
import { signInCodeMail } from './mails';
import { passwordMatches } from './passwords';
import { cookieOptions, startSession } from './sessions';
import { browserOf, forgetFailures, reserveAttempt, signInSource, trustDevice } from './sign-in-throttle';

/**
 * Sign-in is two steps (docs/product-rules.md, docs/security.md): the password, then a 6-digit code emailed for every
 * sign-in. Between the steps the browser holds a random challenge id in an HttpOnly cookie; the
 * code is stored as an HMAC bound to that challenge, tried at most 5 times, valid 10 minutes.
 */
const CHALLENGE_LIFETIME_MS = 30 * MINUTE;
const RESEND_AFTER_MS = MFA_RESEND_SECONDS * 1000;
const MAX_SENDS = 5;
/**
 * Tries at codes, per browser (docs/security.md): a trusted browser of the account has an allowance of
 * its own, so someone who has the password cannot use up the owner's; other browsers have one per
 * network, and all of them together one per account, which a password reset shuts out with its
 * stranger.
 */
const CODE_TRIES_PER_BROWSER = { name: 'mfa-tries', limit: 20, windowSeconds: 3600 };
const CODE_TRIES_UNTRUSTED = { name: 'mfa-tries-untrusted', limit: 60, windowSeconds: 3600 };

function challengeCookieName(deps: Deps) {
  return deps.config.isProduction ? '__Host-hearth_mfa' : 'hearth_mfa';
}

export async function login(
  c: Context,
  deps: Deps,
  input: { email: string; password: string; rememberMe: boolean },
): Promise<LoginResponse> {
  const now = deps.clock.now();
  const ip = clientIp(c, deps.config);
  const source = await signInSource(c, deps, input.email, ip, now);
  // Counted before the password is checked (sign-in-throttle.ts); forgotten if it is right.
  const refused = await reserveAttempt(deps.sql, source, now);
  if (refused) {
    // The account's bucket for unknown browsers is full: its owner gets in through a mailed link.
    if (refused.refusal === 'limit' && !source.trusted) await mailBrowserLink(deps, input.email);
    throw tooManyRequests(refused.message);
  }

  const [account] = await deps.sql<{ member_id: string; password_hash: string; email: string }[]>`
    select c.member_id, c.password_hash, p.email
    from credentials c join people p using (member_id) where c.email_key = ${input.email}`;
  const passwordOk = await passwordMatches(account?.password_hash ?? null, input.password);
  const member = account
    ? (await loadState(deps.eventStore, memberStream(account.member_id), memberDecider)).state
    : null;
  if (!account || !passwordOk || !member || member.status === 'none' || member.status === 'removed') {
    deps.log.warn(
      { audit: 'sign_in_failed', email: input.email, ip, trusted: source.trusted, at: now.toISOString() },
      'sign-in failed',
    );
    throw unauthenticated(AUTH_MESSAGES.invalidCredentials, ERROR_CODES.invalidCredentials);
  }
  await forgetFailures(deps.sql, source);
  if (!member.emailVerified) {
    throw forbidden(AUTH_MESSAGES.emailNotVerified, ERROR_CODES.emailNotVerified);
  }

  const challengeId = randomToken();
  const challengeHash = hashToken(challengeId);
  const code = randomSixDigitCode();
  const mail = messageMail(`sign-in:${challengeHash.toString('hex')}:1`, signInCodeMail(account.email, code));
  await deps.sql.begin(async (tx) => {
    await tx`
      insert into mfa_challenges (id_hash, member_id, remember, code_hash, code_expires_at, last_sent_at, expires_at)
      values (${challengeHash}, ${account.member_id}, ${input.rememberMe},
              ${deps.secrets.codeDigest(code, challengeHash.toString('hex'))},
              ${addMs(now, MFA_CODE_MINUTES * MINUTE)}, ${now}, ${addMs(now, CHALLENGE_LIFETIME_MS)})`;
    await deps.outbox.queue(tx, [mail], { holdMs: MAIL_HOLD_MS });
  });
  setCookie(c, challengeCookieName(deps), challengeId, {
    ...cookieOptions(deps.config),
    maxAge: CHALLENGE_LIFETIME_MS / 1000,
  });
  await deps.outbox.deliver([mail]);
  deps.log.info(
    { audit: 'sign_in_password_ok', memberId: account.member_id, ip, at: now.toISOString() },
    'sign-in code sent',
  );
  return { requiresMFA: true, email: account.email };
}

interface Challenge {
  id_hash: Buffer;
  member_id: string;
  remember: boolean;
  code_hash: Buffer;
  code_expires_at: Date;
  failed_attempts: number;
  sends: number;
  last_sent_at: Date;
}

async function currentChallenge(c: Context, deps: Deps, now: Date): Promise<Challenge> {
  const challengeId = getCookie(c, challengeCookieName(deps));
  if (challengeId && challengeId.length <= 100) {
    const [challenge] = await deps.sql<Challenge[]>`
      select * from mfa_challenges where id_hash = ${hashToken(challengeId)} and expires_at > ${now}`;
    if (challenge) return challenge;
  }
  throw unauthenticated(AUTH_MESSAGES.noPendingSignIn, 'NO_PENDING_SIGN_IN');
}

/** Second step: a right code ends the challenge and starts a fresh session. */
export async function verifySignInCode(c: Context, deps: Deps, code: string): Promise<string> {
  const now = deps.clock.now();
  const ip = clientIp(c, deps.config);
  const challenge = await currentChallenge(c, deps, now);
  const browser = await browserOf(c, deps, challenge.member_id, ip, now);
  await enforceRateLimit(deps.sql, CODE_TRIES_PER_BROWSER, `${challenge.member_id}:${browser.key}`, now);
  if (!browser.trusted) await enforceRateLimit(deps.sql, CODE_TRIES_UNTRUSTED, challenge.member_id, now);

  const expected = deps.secrets.codeDigest(code, challenge.id_hash.toString('hex'));
  const valid =
    challenge.code_expires_at > now &&
    challenge.failed_attempts < MFA_MAX_ATTEMPTS &&
    sameBytes(expected, challenge.code_hash);
  if (!valid) {
    const [updated] = await deps.sql<{ failed_attempts: number }[]>`
      update mfa_challenges set failed_attempts = failed_attempts + 1
      where id_hash = ${challenge.id_hash} returning failed_attempts`;
    if ((updated?.failed_attempts ?? MFA_MAX_ATTEMPTS) >= MFA_MAX_ATTEMPTS) {
      await deps.sql`delete from mfa_challenges where id_hash = ${challenge.id_hash}`;
      deleteCookie(c, challengeCookieName(deps), cookieOptions(deps.config));
    }
    deps.log.warn(
      { audit: 'sign_in_code_failed', memberId: challenge.member_id, ip, at: now.toISOString() },
      'wrong sign-in code',
    );
    throw invalid(INVALID_CODE_MESSAGE, ERROR_CODES.invalidCode);
  }

  const [consumed] = await deps.sql<{ member_id: string }[]>`
    delete from mfa_challenges where id_hash = ${challenge.id_hash} returning member_id`;
  if (!consumed) throw invalid(INVALID_CODE_MESSAGE, ERROR_CODES.invalidCode);
  const [person] = await deps.sql<
    { agency_id: string }[]
  >`select agency_id from people where member_id = ${challenge.member_id}`;
  if (!person) throw unauthenticated(AUTH_MESSAGES.invalidCredentials, ERROR_CODES.invalidCredentials);
  deleteCookie(c, challengeCookieName(deps), cookieOptions(deps.config));
  await startSession(c, deps, {
    memberId: challenge.member_id,
    agencyId: person.agency_id,
    remember: challenge.remember,
    now,
    ip,
    userAgent: userAgent(c),
  });
  await trustDevice(c, deps, challenge.member_id, now);
  deps.log.info({ audit: 'signed_in', memberId: challenge.member_id, ip, at: now.toISOString() }, 'signed in');
  return challenge.member_id;
}

/** A new code for the pending sign-in (the old one stops working), at most every 30 s and 5 times. */
export async function resendSignInCode(c: Context, deps: Deps): Promise<{ email: string }> {
  const now = deps.clock.now();
  const challenge = await currentChallenge(c, deps, now);
  if (challenge.sends >= MAX_SENDS || now.getTime() - challenge.last_sent_at.getTime() < RESEND_AFTER_MS) {
    throw tooManyRequests('Please wait a little before asking for another code.');
  }
  const code = randomSixDigitCode();
  const [person] = await deps.sql<{ email: string }[]>`
    select email from people where member_id = ${challenge.member_id}`;
  if (!person) throw unauthenticated(AUTH_MESSAGES.noPendingSignIn, 'NO_PENDING_SIGN_IN');
  const mail = messageMail(
    `sign-in:${challenge.id_hash.toString('hex')}:${challenge.sends + 1}`,
    signInCodeMail(person.email, code),
  );
  await deps.sql.begin(async (tx) => {
    await tx`
      update mfa_challenges
      set code_hash = ${deps.secrets.codeDigest(code, challenge.id_hash.toString('hex'))},
          code_expires_at = ${addMs(now, MFA_CODE_MINUTES * MINUTE)}, failed_attempts = 0,
          sends = sends + 1, last_sent_at = ${now}
      where id_hash = ${challenge.id_hash}`;
    await deps.outbox.queue(tx, [mail], { holdMs: MAIL_HOLD_MS });
  });
  await deps.outbox.deliver([mail]);
  return { email: person.email };
}
