import type { SessionUser, SignedInUser } from '@hearth/contracts/auth';
import type { Language, Timezone } from '@hearth/contracts/constants';
import type { MemberSummary } from '@hearth/contracts/members';
import type { Channel } from '@hearth/contracts/texts';
import { groupBy } from '@hearth/platform/collections';
import type { Sql, TransactionSql } from '@hearth/platform/db';
import { findAgencyName } from '../agency/queries';
import { jobRolesOf } from '../job-roles/queries';

/** What every read of a member returns, whatever else it adds. */
interface MemberBaseRow {
  member_id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: 'admin' | 'user';
  status: string;
  job_role_id: string | null;
}

export interface SessionUserRow extends MemberBaseRow {
  agency_id: string;
  onboarding_completed: boolean;
  has_seen_welcome: boolean;
}

/**
 * A statement reading signed-in users from the members read model joined with their personal data;
 * the caller adds the `where` (on `m`, members). The session check joins it too, so a request learns
 * its session and its user in one round trip.
 */
export function sessionUsers(sql: Sql) {
  return sql`
    select m.member_id, m.agency_id, p.email, p.first_name, p.last_name,
           m.role, m.status, m.job_role_id, m.onboarding_completed, m.has_seen_welcome
    from members m
    join people p on p.member_id = m.member_id`;
}

/** The signed-in user with their agency's name, as GET /api/user answers it. */
export async function findSessionUser(sql: Sql, memberId: string): Promise<SessionUser | null> {
  const [row] = await sql<SessionUserRow[]>`${sessionUsers(sql)} where m.member_id = ${memberId}`;
  const agencyName = row ? await findAgencyName(sql, row.agency_id) : null;
  return row && agencyName !== null ? { ...toSignedInUser(row), agencyName } : null;
}

/** What a session user and a member summary both take from a member's row. */
const personOf = (row: MemberBaseRow) => ({
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  role: row.role,
  status: row.status,
  jobRoleId: row.job_role_id,
});

export function toSignedInUser(row: SessionUserRow): SignedInUser {
  return {
    id: row.member_id,
    agencyId: row.agency_id,
    ...personOf(row),
    mfaEnabled: true,
    onboardingCompleted: row.onboarding_completed,
    hasSeenWelcome: row.has_seen_welcome,
  };
}

interface MemberRow extends MemberBaseRow {
  job_role_name: string | null;
  language: Language;
  mobile: string | null;
  channel: Channel;
  timezone: Timezone | null;
  text_consent: boolean | null;
}

function toSummary(row: MemberRow): MemberSummary {
  return {
    id: row.member_id,
    ...personOf(row),
    jobRoleName: row.job_role_name,
    mfaEnabled: row.role === 'admin',
    language: row.language,
    mobile: row.mobile,
    channel: row.channel,
    timezone: row.timezone,
    textConsent: row.text_consent,
  };
}

/** Every current member of one agency (or just `memberId`), oldest first. */
async function memberRows(sql: Sql, agencyId: string, memberId: string | null): Promise<MemberSummary[]> {
  const [rows, jobRoles] = await Promise.all([
    sql<Omit<MemberRow, 'job_role_name'>[]>`
      select m.member_id, p.email, p.first_name, p.last_name, m.role, m.status, m.job_role_id,
             m.language, p.mobile, m.channel, m.timezone, m.text_consent
      from members m
      join people p on p.member_id = m.member_id
      where m.agency_id = ${agencyId} ${memberId ? sql`and m.member_id = ${memberId}` : sql``}
      order by m.joined_at, p.email`,
    jobRolesOf(sql, agencyId),
  ]);
  const names = new Map(jobRoles.map((role) => [role.id, role.name]));
  return rows.map((row) => toSummary({ ...row, job_role_name: names.get(row.job_role_id ?? '') ?? null }));
}

/** How many members hold each of an agency's job roles (the Job Roles tab). */
export async function memberCountsByJobRole(sql: Sql, agencyId: string): Promise<Map<string, number>> {
  const rows = await sql<{ job_role_id: string; count: number }[]>`
    select job_role_id, count(*)::int as count from members
    where agency_id = ${agencyId} and job_role_id is not null group by job_role_id`;
  return new Map(rows.map((row) => [row.job_role_id, row.count]));
}

export async function countMembersWithJobRole(sql: Sql, agencyId: string, jobRoleId: string): Promise<number> {
  const [row] = await sql<{ count: number }[]>`
    select count(*)::int as count from members where agency_id = ${agencyId} and job_role_id = ${jobRoleId}`;
  return row?.count ?? 0;
}

/** Active staff in the check-in (role user) of each agency; an agency with none is left out. */
export async function activeStaffCounts(sql: Sql, agencyIds: string[]): Promise<Map<string, number>> {
  const rows = await sql<{ agency_id: string; n: number }[]>`
    select agency_id, count(*)::int as n from members
    where agency_id = any(${agencyIds}::uuid[]) and role = 'user' and status = 'active' group by agency_id`;
  return new Map(rows.map((row) => [row.agency_id, row.n]));
}

export async function activeStaffCount(sql: Sql, agencyId: string): Promise<number> {
  return (await activeStaffCounts(sql, [agencyId])).get(agencyId) ?? 0;
}

/** The languages of an agency's active staff, one per member (as stored, not yet checked). */
export async function activeStaffLanguages(sql: Sql, agencyId: string): Promise<string[]> {
  const rows = await sql<{ language: string }[]>`
    select language from members where agency_id = ${agencyId} and role = 'user' and status = 'active'`;
  return rows.map((row) => row.language);
}

/** Staff and administrators, each active or still invited (removed members are not counted). */
export async function memberCountsByRole(sql: Sql, agencyId: string) {
  const [row] = await sql<
    { active_users: number; invited_users: number; active_admins: number; invited_admins: number }[]
  >`
    select count(*) filter (where role = 'user' and status = 'active')::int as active_users,
      count(*) filter (where role = 'user' and status not in ('active', 'removed'))::int as invited_users,
      count(*) filter (where role = 'admin' and status = 'active')::int as active_admins,
      count(*) filter (where role = 'admin' and status not in ('active', 'removed'))::int as invited_admins
    from members where agency_id = ${agencyId}`;
  return {
    users: { active: row?.active_users ?? 0, invited: row?.invited_users ?? 0 },
    admins: { active: row?.active_admins ?? 0, invited: row?.invited_admins ?? 0 },
  };
}

/** How many of these ids are members of the agency. */
export async function countMembersAmong(sql: Sql, agencyId: string, memberIds: string[]): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from members where agency_id = ${agencyId} and member_id = any(${memberIds}::uuid[])`;
  return row?.n ?? 0;
}

/** The memberships whose mobile number this is (one person may be staff of two agencies). */
export async function membershipsOfMobile(sql: Sql, mobile: string): Promise<{ memberId: string; language: string }[]> {
  const rows = await sql<{ member_id: string; language: string }[]>`
    select p.member_id, m.language from people p join members m on m.member_id = p.member_id
    where p.mobile = ${mobile}`;
  return rows.map((row) => ({ memberId: row.member_id, language: row.language }));
}

export const listMembers = (sql: Sql, agencyId: string) => memberRows(sql, agencyId, null);

export async function findMember(sql: Sql, agencyId: string, memberId: string): Promise<MemberSummary | null> {
  return (await memberRows(sql, agencyId, memberId))[0] ?? null;
}

/** Each agency's active administrators' addresses, in address order: whom its digests and alerts go to. */
export async function administratorEmails(sql: Sql, agencyIds: string[]): Promise<Map<string, string[]>> {
  const rows = await sql<{ agency_id: string; email: string }[]>`
    select m.agency_id, p.email from members m join people p on p.member_id = m.member_id
    where m.agency_id = any(${agencyIds}::uuid[]) and m.role = 'admin' and m.status = 'active' order by p.email`;
  return new Map([...groupBy(rows, (row) => row.agency_id)].map(([id, list]) => [id, list.map((row) => row.email)]));
}

/** The active staff (not administrators) of these agencies, with personal data: whom a round invites. */
export function activeStaff(sql: Sql, agencyIds: string[]) {
  return sql<{ agency_id: string; member_id: string }[]>`
    select m.agency_id, m.member_id from members m join people p on p.member_id = m.member_id
    where m.agency_id = any(${agencyIds}::uuid[]) and m.role = 'user' and m.status = 'active'`;
}

/** How an active member is reached now: addresses, channel, consent to texts and own time zone. */
export interface ReachRow {
  member_id: string;
  email: string | null;
  mobile: string | null;
  channel: Channel;
  text_consent: boolean | null;
  timezone: string | null;
}

/**
 * How each of these members is reached, if still active, read in the caller's transaction with their
 * personal data's row held until it ends (`for key share`): an erasure then waits for it (members/erasure.ts).
 */
export function reachHeld(tx: TransactionSql, memberIds: string[]) {
  return tx<ReachRow[]>`
    select p.member_id, p.email, p.mobile, m.channel, m.text_consent, m.timezone
    from people p join members m on m.member_id = p.member_id
    where p.member_id = any(${memberIds}::uuid[]) and m.status = 'active'
    for key share of p`;
}

/** Each member's language and consent to texts: what a link's mail or text is written in, and whether it goes. */
export function languagesOf(sql: Sql, memberIds: string[]) {
  return sql<{ member_id: string; language: string; text_consent: boolean | null }[]>`
    select member_id, language, text_consent from members where member_id = any(${memberIds}::uuid[])`;
}

/** Each member's agency and own time zone (null: the agency's), for texts sent at the member's hour. */
export function timezonesOf(sql: Sql, memberIds: string[]) {
  return sql<{ member_id: string; agency_id: string; timezone: string | null }[]>`
    select member_id, agency_id, timezone from members where member_id = any(${memberIds}::uuid[])`;
}
