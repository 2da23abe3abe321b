import { addMs, DAY, HOUR, MINUTE } from '@hearth/platform/clock';
import type { Config } from '@hearth/platform/config';
import type { Sql } from '@hearth/platform/db';
import type { Deps } from '@hearth/platform/deps';
import { hashToken, randomToken } from '@hearth/platform/secrets';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, SignedInSession } from '../http/env';
import { type SessionUserRow, sessionUsers, toSignedInUser } from '../members/queries';

/**
 * Server-side sessions (docs/security.md, ADR 005): a 256-bit random id in an HttpOnly cookie, stored
 * only as its SHA-256, a new id at every sign-in, idle and absolute time-outs. "Remember me"
 * makes the cookie persistent and the time-outs longer; otherwise the cookie dies with the browser.
 */
const SESSION_POLICY = {
  remembered: { idleMs: 14 * DAY, absoluteMs: 30 * DAY },
  browser: { idleMs: 8 * HOUR, absoluteMs: DAY },
};
const TOUCH_EVERY_MS = MINUTE;

export interface Session {
  memberId: string;
  agencyId: string;
}

function sessionCookieName(config: Config) {
  return config.isProduction ? '__Host-hearth_session' : 'hearth_session';
}

export function cookieOptions(config: Config) {
  return { httpOnly: true, secure: config.isProduction, sameSite: 'Lax' as const, path: '/' };
}

export async function startSession(
  c: Context,
  deps: { sql: Sql; config: Config },
  session: Session & { remember: boolean; now: Date; ip: string; userAgent: string },
): Promise<void> {
  const token = randomToken();
  const policy = session.remember ? SESSION_POLICY.remembered : SESSION_POLICY.browser;
  await deps.sql`
    insert into sessions (id_hash, member_id, agency_id, remember, created_at, last_seen_at,
                          idle_expires_at, absolute_expires_at, ip, user_agent)
    values (${hashToken(token)}, ${session.memberId}, ${session.agencyId}, ${session.remember}, ${session.now},
            ${session.now}, ${addMs(session.now, policy.idleMs)}, ${addMs(session.now, policy.absoluteMs)},
            ${session.ip}, ${session.userAgent.slice(0, 300)})`;
  setCookie(c, sessionCookieName(deps.config), token, {
    ...cookieOptions(deps.config),
    ...(session.remember ? { maxAge: policy.absoluteMs / 1000 } : {}),
  });
}

/**
 * The session behind the request's cookie, if it is still valid and its member still exists, with
 * that member as the signed-in user; sliding its idle time-out.
 */
async function readSession(c: Context, deps: { sql: Sql; config: Config }, now: Date): Promise<SignedInSession | null> {
  const token = getCookie(c, sessionCookieName(deps.config));
  if (!token || token.length > 100) return null;
  const idHash = hashToken(token);
  const [row] = await deps.sql<
    (SessionUserRow & { remember: boolean; last_seen_at: Date; absolute_expires_at: Date })[]
  >`
    select s.remember, s.last_seen_at, s.absolute_expires_at, signed_in.*
    from sessions s
    join lateral (${sessionUsers(deps.sql)} where m.member_id = s.member_id) as signed_in on true
    where s.id_hash = ${idHash} and s.idle_expires_at > ${now} and s.absolute_expires_at > ${now}`;
  if (!row) return null;
  if (now.getTime() - row.last_seen_at.getTime() > TOUCH_EVERY_MS) {
    const policy = row.remember ? SESSION_POLICY.remembered : SESSION_POLICY.browser;
    const idleExpiry = new Date(Math.min(now.getTime() + policy.idleMs, row.absolute_expires_at.getTime()));
    await deps.sql`
      update sessions set last_seen_at = ${now}, idle_expires_at = ${idleExpiry} where id_hash = ${idHash}`;
  }
  return { memberId: row.member_id, agencyId: row.agency_id, user: toSignedInUser(row) };
}

export async function endSession(c: Context, deps: { sql: Sql; config: Config }): Promise<void> {
  const name = sessionCookieName(deps.config);
  const token = getCookie(c, name);
  if (token) await deps.sql`delete from sessions where id_hash = ${hashToken(token)}`;
  deleteCookie(c, name, cookieOptions(deps.config));
}

/** Reads the session cookie and its user on every API request (null when signed out or expired). */
export function loadSession(deps: Deps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('session', await readSession(c, deps, deps.clock.now()));
    await next();
  });
}
