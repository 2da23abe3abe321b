import type { Sql } from '@hearth/platform/db';
import { createMasker, type Masker } from './mask';

/** The masker for an agency's people as they are now: staff, administrators and invitations alike. */
export async function agencyMasker(sql: Sql, agencyId: string): Promise<Masker> {
  const people = await sql<{ first_name: string; last_name: string; email: string | null }[]>`
    select first_name, last_name, email from people where agency_id = ${agencyId}`;
  return createMasker(
    // A staff member reached by text alone has no address to take handles from.
    people.map((person) => ({ firstName: person.first_name, lastName: person.last_name, email: person.email ?? '' })),
  );
}
