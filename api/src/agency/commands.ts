import { AUTH_MESSAGES } from '@hearth/contracts/auth';
import { ERROR_CODES } from '@hearth/contracts/errors';
import { agencyStream } from '@hearth/contracts/streams';
import { runCommand } from '@hearth/platform/commands';
import { refuseDuplicate, type Sql, type TransactionSql } from '@hearth/platform/db';
import type { Deps } from '@hearth/platform/deps';
import { conflict } from '@hearth/platform/errors';
import type { Agency } from './agency';
import { type AgencyCommand, agencyDecider } from './decide';

/** Who acts on an agency: a signed-in administrator, or the product itself (`id` null). */
export interface AgencyActor {
  id: string | null;
  agencyId: string;
}

/** Runs an agency command through the command runner. */
export function runAgencyCommand(
  deps: Deps,
  actor: AgencyActor,
  command: AgencyCommand,
  options: {
    prepare?: () => Promise<() => Promise<unknown>>;
    loaded?: { state: Agency; revision: bigint | null };
  } = {},
) {
  return runCommand(deps, {
    stream: agencyStream(actor.agencyId),
    decider: agencyDecider,
    command,
    actorId: actor.id,
    prepare: options.prepare,
    loaded: options.loaded,
    // The product's own commands (a digest recorded) are read back by nobody: no wait.
    readModels: actor.id === null ? 'skip' : 'wait',
  });
}

/** Agency names compare without case and runs of spaces ("Sunrise  hospice" = "sunrise Hospice"). */
function agencyNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Reserves a name for an agency across the installation (409 when another agency holds it). */
export function reserveAgencyName(sql: Sql | TransactionSql, agencyId: string, name: string) {
  return refuseDuplicate(
    sql`insert into agency_names (agency_id, name_key) values (${agencyId}, ${agencyNameKey(name)})
        on conflict (agency_id) do update set name_key = excluded.name_key`,
    () => conflict(AUTH_MESSAGES.agencyNameTaken, ERROR_CODES.agencyNameTaken),
  );
}

/** Renames the agency: the new name is reserved first and the old one given back if the rename is refused. */
export function renameAgency(deps: Deps, admin: AgencyActor, name: string, expectedVersion: number | undefined) {
  return runAgencyCommand(
    deps,
    admin,
    { type: 'RenameAgency', name, expectedVersion },
    {
      async prepare() {
        const [previous] = await deps.sql<{ name_key: string }[]>`
          select name_key from agency_names where agency_id = ${admin.agencyId}`;
        await reserveAgencyName(deps.sql, admin.agencyId, name);
        return () =>
          previous
            ? deps.sql`update agency_names set name_key = ${previous.name_key} where agency_id = ${admin.agencyId}`
            : deps.sql`delete from agency_names where agency_id = ${admin.agencyId}`;
      },
    },
  );
}
