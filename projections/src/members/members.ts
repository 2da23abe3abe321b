import type { TransactionSql } from '@hearth/platform/db';
import type { ProjectedEvent, Projector } from '@hearth/platform/projections/projector';

interface MemberRow {
  agency_id: string;
  member_id: string;
  role: string;
  status: string;
  email_verified: boolean;
  job_role_id: string | null;
  language: string;
  onboarding_completed: boolean;
  has_seen_welcome: boolean;
  joined_at: string;
  channel: string;
  text_consent: boolean | null;
  timezone: string | null;
}

/**
 * `members`: every current member of an agency with role, status and onboarding flags (names and
 * emails live in `people`). A batch is folded in memory over the rows it touches, then written with
 * one upsert and one delete, so replaying a large log does not cost a statement per event.
 */
export const membersProjector: Projector = {
  name: 'members',
  version: 5,
  tables: ['members'],
  async apply(tx, events) {
    const memberEvents = events.filter((event) => 'memberId' in event.data);
    if (memberEvents.length === 0) return;
    const ids = [...new Set(memberEvents.map((event) => (event.data as { memberId: string }).memberId))];
    const rows = new Map<string, MemberRow | null>(ids.map((id) => [id, null]));
    for (const row of await tx<MemberRow[]>`select * from members where member_id = any(${ids}::uuid[])`) {
      rows.set(row.member_id, { ...row, joined_at: new Date(row.joined_at).toISOString() });
    }
    const removed = new Set<string>();
    for (const event of memberEvents) {
      const id = (event.data as { memberId: string }).memberId;
      const next = evolveRow(rows.get(id) ?? null, event);
      rows.set(id, next);
      if (next === null && event.type === 'MemberRemoved') removed.add(id);
      if (next !== null) removed.delete(id);
    }
    await upsert(
      tx,
      [...rows.values()].filter((row) => row !== null),
    );
    if (removed.size > 0) await tx`delete from members where member_id = any(${[...removed]}::uuid[])`;
  },
};

/** One event's effect on a member's row (null: no row, or removed). */
function evolveRow(row: MemberRow | null, event: ProjectedEvent): MemberRow | null {
  switch (event.type) {
    case 'AdminRegistered':
      return row ?? newRow(event.data, 'admin', null, event.metadata.at);
    case 'MemberInvited':
      return (
        row ?? {
          ...newRow(event.data, event.data.role, event.data.jobRoleId, event.metadata.at),
          language: event.data.language ?? 'en',
          channel: event.data.channel ?? 'email',
          timezone: event.data.timezone ?? null,
        }
      );
    case 'EmailVerified':
    case 'InviteAccepted':
    case 'AccountActivated':
      return row && { ...row, email_verified: true, status: 'active' };
    case 'MemberUpdated':
      return (
        row && {
          ...row,
          role: event.data.role,
          job_role_id: event.data.jobRoleId,
          status: event.data.status,
          language: event.data.language ?? row.language,
          channel: event.data.channel ?? row.channel,
          timezone: event.data.timezone === undefined ? row.timezone : event.data.timezone,
        }
      );
    case 'TextConsentChanged':
      return row && { ...row, text_consent: event.data.consent };
    case 'MemberRemoved':
      return null;
    case 'WelcomeSeen':
      return row && { ...row, has_seen_welcome: true };
    case 'OnboardingCompleted':
      return row && { ...row, onboarding_completed: true };
    default:
      return row;
  }
}

function newRow(
  ids: { agencyId: string; memberId: string },
  role: string,
  jobRoleId: string | null,
  at: string,
): MemberRow {
  return {
    agency_id: ids.agencyId,
    member_id: ids.memberId,
    role,
    status: 'pending',
    email_verified: false,
    job_role_id: jobRoleId,
    language: 'en',
    onboarding_completed: false,
    has_seen_welcome: false,
    joined_at: at,
    channel: 'email',
    text_consent: null,
    timezone: null,
  };
}

async function upsert(tx: TransactionSql, rows: MemberRow[]) {
  if (rows.length === 0) return;
  const column = <K extends keyof MemberRow>(key: K) => rows.map((row) => row[key]);
  // Booleans travel as text: postgres.js sends a boolean array as a single boolean.
  const flags = <K extends 'email_verified' | 'onboarding_completed' | 'has_seen_welcome' | 'text_consent'>(key: K) =>
    rows.map((row) => (row[key] === null ? null : String(row[key])));
  await tx`
    insert into members (agency_id, member_id, role, status, email_verified, job_role_id, language,
                         onboarding_completed, has_seen_welcome, joined_at, channel, text_consent, timezone)
    select agency_id, member_id, role, status, email_verified::boolean, job_role_id, language,
           onboarding_completed::boolean, has_seen_welcome::boolean, joined_at, channel, text_consent::boolean, timezone
    from unnest(
      ${column('agency_id')}::uuid[], ${column('member_id')}::uuid[], ${column('role')}::text[],
      ${column('status')}::text[], ${flags('email_verified')}::text[], ${column('job_role_id')}::uuid[],
      ${column('language')}::text[], ${flags('onboarding_completed')}::text[], ${flags('has_seen_welcome')}::text[],
      ${column('joined_at')}::timestamptz[], ${column('channel')}::text[], ${flags('text_consent')}::text[],
      ${column('timezone')}::text[])
      as batch (agency_id, member_id, role, status, email_verified, job_role_id, language, onboarding_completed,
                has_seen_welcome, joined_at, channel, text_consent, timezone)
    on conflict (agency_id, member_id) do update set
      role = excluded.role, status = excluded.status, email_verified = excluded.email_verified,
      job_role_id = excluded.job_role_id, language = excluded.language,
      onboarding_completed = excluded.onboarding_completed, has_seen_welcome = excluded.has_seen_welcome,
      channel = excluded.channel, text_consent = excluded.text_consent, timezone = excluded.timezone`;
}
