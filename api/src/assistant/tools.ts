import type { Sql } from '../platform/db';

/**
 * Tools the model may call for a signed-in administrator. Each runs with the session's agency id,
 * never with an id from the model's arguments, and answers aggregates only: no names, emails or
 * member ids, and no figure about fewer people than the anonymity minimum.
 * To add one (e.g. get_weekly_results), append it to ADMIN_TOOLS.
 */
export interface ToolContext {
  sql: Sql;
  agencyId: string;
}

export interface AssistantTool<Args = unknown> {
  name: string;
  description: string;
  /** JSON Schema of the arguments, as the model sees it. */
  parameters: Record<string, unknown>;
  /** Checks the model's arguments; throws a message the model can read and correct. */
  parseArguments(raw: unknown): Args;
  run(context: ToolContext, args: Args): Promise<unknown>;
}

const noArguments = { type: 'object', properties: {}, additionalProperties: false };

export const agencyOverviewTool: AssistantTool<Record<string, never>> = {
  name: 'get_agency_overview',
  description:
    "The signed-in administrator's own agency: its name and how many survey participants (staff) and administrators are active or still invited. Counts only.",
  parameters: noArguments,
  parseArguments: () => ({}),
  async run({ sql, agencyId }) {
    const [row] = await sql<
      { name: string; active_participants: number; invited_participants: number; active_admins: number; invited_admins: number }[]
    >`
      select a.name,
        count(m.member_id) filter (where m.role = 'user' and m.status = 'active')::int as active_participants,
        count(m.member_id) filter (where m.role = 'user' and m.status not in ('active', 'removed'))::int as invited_participants,
        count(m.member_id) filter (where m.role = 'admin' and m.status = 'active')::int as active_admins,
        count(m.member_id) filter (where m.role = 'admin' and m.status not in ('active', 'removed'))::int as invited_admins
      from agencies a
      left join members m on m.agency_id = a.agency_id
      where a.agency_id = ${agencyId}
      group by a.name`;
    if (!row) return { error: 'The agency was not found.' };
    return {
      agencyName: row.name,
      surveyParticipants: { active: row.active_participants, invitationPending: row.invited_participants },
      administrators: { active: row.active_admins, invitationPending: row.invited_admins },
    };
  },
};

export const ADMIN_TOOLS: AssistantTool[] = [agencyOverviewTool as AssistantTool];

/** Runs a tool call from the model; a mistake becomes an answer the model can read, never a crash. */
export async function runTool(tools: AssistantTool[], name: string, rawArguments: string, context: ToolContext): Promise<unknown> {
  const tool = tools.find((candidate) => candidate.name === name);
  if (!tool) return { error: `There is no tool named ${name}.` };
  let args: unknown;
  try {
    args = tool.parseArguments(rawArguments.trim() === '' ? {} : JSON.parse(rawArguments));
  } catch (error) {
    return { error: `The arguments were not valid: ${error instanceof Error ? error.message : 'unreadable JSON'}` };
  }
  return tool.run(context, args);
}
