import { MINUTE } from '@hearth/platform/clock';
import type { Deps } from '@hearth/platform/deps';
import { countHit } from '@hearth/platform/rate-limit';
import type { Context } from 'hono';
import { browserLinkMail } from './mails';
import { consumeToken, issueTokenMail } from './one-time-tokens';
import { trustDevice } from './sign-in-throttle';

/**
 * The owner's way in while strangers guess their password (docs/security.md, "Sign-in throttling"):
 * once an account's bucket for unknown browsers is full, an attempt from such a browser is refused
 * without a password check, and the owner is mailed a one-time link. Opened in a browser, the link
 * makes it a trusted browser of the account, with a bucket of its own that no stranger's failures
 * touch; the owner then signs in there with password and code as usual. One mail per
 * `MAIL_EVERY_MS` at most, whatever the number of attempts; none for an address without an account.
 */
const LINK_LIFETIME_MS = 30 * MINUTE;
const MAIL_EVERY_MS = 10 * MINUTE;

export async function mailBrowserLink(deps: Deps, emailKey: string): Promise<void> {
  const now = deps.clock.now();
  const [account] = await deps.sql<{ member_id: string; agency_id: string; email: string }[]>`
    select c.member_id, p.agency_id, p.email from credentials c join people p using (member_id)
    where c.email_key = ${emailKey}`;
  if (!account) return;
  // A link mailed less than MAIL_EVERY_MS ago is still on its way or in the inbox (an atomic count:
  // a thousand refusals at once mail once).
  const rule = { name: 'trust-browser-mail', limit: 1, windowSeconds: MAIL_EVERY_MS / 1000 };
  if (!(await countHit(deps.sql, rule, account.member_id, now))) return;
  const mail = await issueTokenMail(deps, {
    purpose: 'trust_browser',
    memberId: account.member_id,
    agencyId: account.agency_id,
    expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS),
    mail: (token) => browserLinkMail(account.email, `${deps.config.appOrigin}/trust-browser?token=${token}`),
  });
  await deps.outbox.deliver([mail]);
  deps.log.warn({ audit: 'sign_in_under_attack', memberId: account.member_id, at: now.toISOString() }, 'owner mailed');
}

/** Uses a link up: the browser that opened it becomes trusted for the account. Answers whether it did. */
export async function trustBrowser(c: Context, deps: Deps, token: string): Promise<boolean> {
  const now = deps.clock.now();
  const owner = await consumeToken(deps.sql, token, 'trust_browser', now);
  if (!owner) return false;
  await trustDevice(c, deps, owner.memberId, now);
  deps.log.info(
    { audit: 'browser_trusted_by_link', memberId: owner.memberId, at: now.toISOString() },
    'browser trusted',
  );
  return true;
}
