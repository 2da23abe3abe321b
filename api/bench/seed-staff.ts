import { randomUUID } from 'node:crypto';
import type { SurveyDay, Timezone } from '@hearth/contracts/constants';
import { agencyStream, memberStream } from '@hearth/contracts/streams';
import type { Sql } from '@hearth/platform/db';
import type { Secrets } from '@hearth/platform/secrets';
import { agencyDecider } from '../src/agency/decide';
import { hashPassword } from '../src/auth/passwords';
import { memberDecider } from '../src/members/decide';
import { mintLinks } from '../src/survey/rounds/mails';
import { ensureRoundStorage } from '../src/survey/rounds/storage';
import { appendInBulk, BENCH_PASSWORD, decideAll, insertRows, type LoggedEvent } from './seed';

/**
 * Staffed agencies for the Monday scenario and the submissions benchmark (seed.ts says how the
 * benchmarks seed): agencies made by the product's deciders, admin sessions, open survey links.
 */
export interface SeededAgency {
  agencyId: string;
  adminId: string;
  adminEmail: string;
  staff: { memberId: string; email: string }[];
}

/**
 * `count` agencies as sign-up, settings and invitations make them: an agency with a verified
 * administrator, `staff` staff members who accepted their invitation, and the given schedule
 * (every agency on the default Monday 09:00 America/New_York, say).
 */
export async function seedStaffedAgencies(
  sql: Sql,
  options: {
    from: number;
    count: number;
    staff: number;
    schedule: { surveyDay: SurveyDay; surveyTime: string; timezone: Timezone; reminderInterval: number };
    at: Date;
  },
): Promise<SeededAgency[]> {
  const at = options.at.toISOString();
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const agencies: SeededAgency[] = [];
  for (let batchStart = options.from; batchStart < options.from + options.count; batchStart += 500) {
    const batchEnd = Math.min(options.from + options.count, batchStart + 500);
    const events: LoggedEvent[] = [];
    const people: Record<string, unknown>[] = [];
    const names: Record<string, unknown>[] = [];
    const credentials: Record<string, unknown>[] = [];
    for (let index = batchStart; index < batchEnd; index++) {
      const agencyId = randomUUID();
      const adminId = randomUUID();
      const adminEmail = `admin${index}@bench.example`;
      const name = `Bench Hospice ${index}`;
      names.push({ agency_id: agencyId, name_key: name.toLowerCase() });
      people.push({
        member_id: adminId,
        agency_id: agencyId,
        email: adminEmail,
        first_name: 'Dana',
        last_name: 'Admin',
      });
      credentials.push({
        member_id: adminId,
        email_key: adminEmail,
        password_hash: passwordHash,
        updated_at: options.at,
      });
      events.push(
        ...decideAll(
          agencyDecider,
          agencyStream(agencyId),
          [
            { command: { type: 'RegisterAgency', agencyId, name }, actorId: adminId },
            {
              command: { type: 'ChangeSettings', ...options.schedule, anonymityThreshold: 5, at: options.at },
              actorId: adminId,
            },
          ],
          at,
        ),
        ...decideAll(
          memberDecider,
          memberStream(adminId),
          [
            { command: { type: 'RegisterAdmin', memberId: adminId, agencyId }, actorId: adminId },
            { command: { type: 'VerifyEmail', memberId: adminId }, actorId: adminId },
          ],
          at,
        ),
      );
      const staff = Array.from({ length: options.staff }, (_, n) => ({
        memberId: randomUUID(),
        email: `staff${n}.${index}@bench.example`,
      }));
      for (const [n, member] of staff.entries()) {
        people.push({
          member_id: member.memberId,
          agency_id: agencyId,
          email: member.email,
          first_name: `Staff${n}`,
          last_name: 'Bench',
        });
        events.push(
          ...decideAll(
            memberDecider,
            memberStream(member.memberId),
            [
              {
                command: { type: 'InviteMember', memberId: member.memberId, agencyId, role: 'user', jobRoleId: null },
                actorId: adminId,
              },
              { command: { type: 'AcceptInvite', memberId: member.memberId }, actorId: member.memberId },
            ],
            at,
          ),
        );
      }
      agencies.push({ agencyId, adminId, adminEmail, staff });
    }
    await insertRows(sql, 'agency_names', names);
    await insertRows(sql, 'people', people);
    await insertRows(sql, 'credentials', credentials);
    await appendInBulk(sql, events);
  }
  return agencies;
}

/**
 * Open rounds with `tokens` valid survey links in the per-round storage, minted by the product's own
 * code (under the bench server's key); answers the raw tokens.
 */
export async function seedOpenLinks(sql: Sql, secrets: Secrets, tokens: number): Promise<string[]> {
  const perRound = 500;
  const closesAt = new Date(Date.now() + 30 * 86_400_000);
  await ensureRoundStorage(sql, closesAt);
  const raw: string[] = [];
  for (let made = 0; made < tokens; made += perRound) {
    const roundId = randomUUID();
    const agencyId = randomUUID();
    await sql`
      insert into round_state (round_id, agency_id, opens_at, closes_at, status, invited_count, opened_at)
      values (${roundId}, ${agencyId}, now(), ${closesAt}, 'open', ${perRound}, now())`;
    const members = Array.from({ length: perRound }, () => randomUUID());
    await insertRows(
      sql,
      'round_participants',
      members.map((memberId) => ({
        closes_at: closesAt,
        round_id: roundId,
        member_id: memberId,
        email: `${memberId}@bench.example`,
      })),
    );
    raw.push(
      ...(await mintLinks(
        { sql, secrets },
        members.map((memberId) => ({ roundId, closesAt, memberId })),
      )),
    );
  }
  return raw.slice(0, tokens);
}
