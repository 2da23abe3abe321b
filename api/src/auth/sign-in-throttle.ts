import { isIPv4, isIPv6 } from 'node:net';
import { DAY, MINUTE } from '@hearth/platform/clock';
import type { Config } from '@hearth/platform/config';
import { byteaArray, type Sql } from '@hearth/platform/db';
import { hashToken, randomToken, type Secrets } from '@hearth/platform/secrets';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { cookieOptions } from './sessions';

/**
 * Wrong passwords (docs/decisions/019-sign-in-throttling.md). A hard lock per email would let
 * anyone who knows an administrator's address keep them out; instead, failures are counted in
 * buckets a stranger does not share with the owner, and slowed down progressively:
 *
 * - a browser that completed a sign-in for the account (password and code) carries a device
 *   cookie and has a bucket of its own, which nobody else's failures touch;
 * - any other attempt counts in the bucket of its email and network (/24, /64), where after
 *   `FREE_FAILURES` each failure doubles the wait before the next try (up to `MAX_DELAY_MS`),
 *   and in the account's bucket for unknown browsers, which refuses everything after
 *   `ACCOUNT_LIMIT` consecutive failures (NIST SP 800-63B: at most 100) until a correct password
 *   from a trusted browser or a password reset;
 * - a trusted browser's bucket has the same delays and the same limit of its own.
 *
 * Each attempt is reserved before its password is checked (`reserveAttempt`), and a correct
 * password empties the buckets it counted in. When the account's bucket is full, a browser the
 * owner never used gets in through a link mailed to the owner, which makes it a trusted browser
 * (auth/browser-trust.ts). Unknown emails are treated exactly like known ones, so the answers say
 * nothing about which accounts exist.
 */
const FREE_FAILURES = 5;
const MAX_DELAY_MS = 15 * MINUTE;
const ACCOUNT_LIMIT = 100;
const DEVICE_DAYS = 180;

type BucketKind = 'account' | 'network' | 'device';

export interface SignInSource {
  /** The buckets this attempt counts in. */
  buckets: { key: Buffer; kind: BucketKind }[];
  trusted: boolean;
}

function deviceCookieName(config: Config) {
  return config.isProduction ? '__Host-hearth_device' : 'hearth_device';
}

/** The network an address belongs to: its /24 (IPv4) or /64 (IPv6); anything else as written. */
export function networkOf(ip: string): string {
  const mapped = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIPv4(mapped)) return `${mapped.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(ip)) {
    const [head = '', tail = ''] = ip.split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
    return `${groups
      .slice(0, 4)
      .map((group) => Number.parseInt(group || '0', 16).toString(16))
      .join(':')}::/64`;
  }
  return ip;
}

/** Where an attempt to sign in as `emailKey` comes from, and whether that browser is trusted for it. */
export async function signInSource(
  c: Context,
  deps: { sql: Sql; secrets: Secrets; config: Config },
  emailKey: string,
  ip: string,
  now: Date,
): Promise<SignInSource> {
  const bucket = (kind: BucketKind, name: string) => ({
    key: deps.secrets.codeDigest(`${kind}:${name}`, 'sign-in-failures'),
    kind,
  });
  const device = getCookie(c, deviceCookieName(deps.config));
  if (device && device.length <= 100) {
    const [trusted] = await deps.sql`
      select 1 from trusted_devices d join credentials c on c.member_id = d.member_id
      where d.token_hash = ${hashToken(device)} and c.email_key = ${emailKey} and d.expires_at > ${now}`;
    if (trusted) return { buckets: [bucket('device', hashToken(device).toString('hex'))], trusted: true };
  }
  return { buckets: [bucket('network', `${emailKey}:${networkOf(ip)}`), bucket('account', emailKey)], trusted: false };
}

/**
 * Which browser a sign-in step comes from, for allowances that must not be shared with strangers: a
 * trusted browser of the member by its device token (checked, so a made-up cookie is no browser),
 * any other by its network.
 */
export async function browserOf(
  c: Context,
  deps: { sql: Sql; config: Config },
  memberId: string,
  ip: string,
  now: Date,
): Promise<{ key: string; trusted: boolean }> {
  const device = getCookie(c, deviceCookieName(deps.config));
  if (device && device.length <= 100) {
    const hash = hashToken(device);
    const [trusted] = await deps.sql`
      select 1 from trusted_devices where token_hash = ${hash} and member_id = ${memberId} and expires_at > ${now}`;
    if (trusted) return { key: `device:${hash.toString('hex')}`, trusted: true };
  }
  return { key: `network:${networkOf(ip)}`, trusted: false };
}

/** Why an attempt is refused, or null when it may go on. */
export type Refusal = 'limit' | 'wait';

/**
 * Reserves this attempt in each of its buckets **before** the password is checked, atomically: the
 * failure is counted now, with the wait the next try must respect, and a correct password forgets it
 * (`forgetFailures`). A bucket at its limit or still waiting takes no reservation, and then none of
 * the attempt's buckets does (one transaction). However many attempts come at once, each bucket lets
 * through at most its limit: 1,000 parallel guesses check at most 100 passwords.
 *
 * Answers null when the attempt may go on, or why it is refused, with the message for the caller.
 */
export async function reserveAttempt(
  sql: Sql,
  source: SignInSource,
  now: Date,
): Promise<{ refusal: Refusal; message: string } | null> {
  // Always in the same order, so that two attempts never wait for each other's buckets.
  const buckets = [...source.buckets].sort((a, b) => Buffer.compare(a.key, b.key));
  const reserved = await sql
    .begin(async (tx) => {
      for (const bucket of buckets) {
        const [row] = await tx`
          insert into sign_in_failures as current (bucket, kind, failures, last_failed_at, next_attempt_at)
          values (${bucket.key}, ${bucket.kind}, 1, ${now}, ${now})
          on conflict (bucket) do update set
            failures = current.failures + 1,
            last_failed_at = ${now},
            next_attempt_at = ${now}::timestamptz + make_interval(secs => case
              when current.kind = 'account' or current.failures + 1 <= ${FREE_FAILURES} then 0
              else least(${MAX_DELAY_MS / 1000}, power(2, current.failures + 1 - ${FREE_FAILURES})) end)
          where current.failures < ${ACCOUNT_LIMIT} and current.next_attempt_at <= ${now}
          returning 1`;
        if (!row) throw new NotReserved();
      }
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof NotReserved) return false;
      throw error;
    });
  if (reserved) return null;
  const rows = await sql<{ failures: number; next_attempt_at: Date }[]>`
    select failures, next_attempt_at from sign_in_failures
    where bucket = any(${byteaArray(
      sql,
      buckets.map((bucket) => bucket.key),
    )})`;
  if (rows.some((row) => row.failures >= ACCOUNT_LIMIT)) {
    return {
      refusal: 'limit',
      message: source.trusted
        ? 'Too many failed sign-in attempts. Reset your password to sign in again.'
        : 'Too many failed sign-in attempts on this account. If it is yours, we have emailed you a link to sign ' +
          'in from this browser; you can also sign in from a browser you have signed in with before.',
    };
  }
  const waitUntil = Math.max(now.getTime() + 1000, ...rows.map((row) => row.next_attempt_at.getTime()));
  const seconds = Math.ceil((waitUntil - now.getTime()) / 1000);
  const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return { refusal: 'wait', message: `Too many failed sign-in attempts. Please wait ${wait} and try again.` };
}

class NotReserved extends Error {}

/** A correct password: the attempt's buckets start again from zero. */
export async function forgetFailures(sql: Sql, source: SignInSource): Promise<void> {
  await sql`
    delete from sign_in_failures where bucket = any(${byteaArray(
      sql,
      source.buckets.map((bucket) => bucket.key),
    )})`;
}

/** A password reset proves the owner: every bucket of the account's email starts again. */
export async function forgetAccountFailures(deps: { sql: Sql; secrets: Secrets }, emailKey: string): Promise<void> {
  const bucket = deps.secrets.codeDigest(`account:${emailKey}`, 'sign-in-failures');
  await deps.sql`delete from sign_in_failures where bucket = ${bucket}`;
}

/** After a complete sign-in, the browser is trusted for the account (a new device token each time). */
export async function trustDevice(c: Context, deps: { sql: Sql; config: Config }, memberId: string, now: Date) {
  const token = randomToken();
  await deps.sql`
    insert into trusted_devices (token_hash, member_id, created_at, expires_at)
    values (${hashToken(token)}, ${memberId}, ${now}, ${new Date(now.getTime() + DEVICE_DAYS * DAY)})`;
  const previous = getCookie(c, deviceCookieName(deps.config));
  if (previous && previous.length <= 100) {
    await deps.sql`delete from trusted_devices where token_hash = ${hashToken(previous)} and member_id = ${memberId}`;
  }
  setCookie(c, deviceCookieName(deps.config), token, { ...cookieOptions(deps.config), maxAge: DEVICE_DAYS * 86_400 });
}

/**
 * Housekeeping: device tokens past their time; network and device buckets quiet for a day (their
 * waits are long over). An account's count of consecutive failures stays until a correct password
 * or a reset; only one quiet for 90 days goes (most are addresses that have no account).
 */
export async function forgetOldSignInState(sql: Sql, now: Date): Promise<number> {
  const devices = await sql`delete from trusted_devices where expires_at < ${now}`;
  const buckets = await sql`
    delete from sign_in_failures
    where (kind <> 'account' and last_failed_at < ${new Date(now.getTime() - DAY)})
       or last_failed_at < ${new Date(now.getTime() - 90 * DAY)}`;
  return devices.count + buckets.count;
}
