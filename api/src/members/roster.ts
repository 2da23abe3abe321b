import { randomUUID } from 'node:crypto';
import type { SignedInUser } from '@hearth/contracts/auth';
import { ERROR_CODES } from '@hearth/contracts/errors';
import { emailField, personName } from '@hearth/contracts/fields';
import type { RosterImportResult, RosterPreview, RosterRow } from '@hearth/contracts/roster';
import { ROSTER_MAX_ROWS } from '@hearth/contracts/roster';
import { agencyStream } from '@hearth/contracts/streams';
import { type Channel, MOBILE_REQUIRED_FOR_TEXTS, parseMobile, sendsTexts } from '@hearth/contracts/texts';
import { loadState } from '@hearth/platform/commands';
import type { Deps } from '@hearth/platform/deps';
import { AppError, conflict, invalid } from '@hearth/platform/errors';
import Papa from 'papaparse';
import { runAgencyCommand } from '../agency/commands';
import { agencyDecider, JOB_ROLE_NAME_TAKEN } from '../agency/decide';
import { jobRolesOf } from '../job-roles/queries';
import { inviteMember } from './commands';

/**
 * The roster in one upload (docs/product-rules.md): a CSV file read with papaparse — a header row naming
 * the columns in any order and common spellings, then one person a row — checked row by row against the
 * same rules as the Invite form, and against the agency: an email already in the agency is left as it is,
 * so the same file uploaded twice invites nobody twice. Confirming creates the job roles the file names
 * and invites each new person as the Invite form does (the usual mail, in their language, within the
 * agency's mail limits).
 */
type Column = 'firstName' | 'lastName' | 'email' | 'mobile' | 'channel' | 'jobRole' | 'language' | 'role';

/** Header spellings, compared without case, spaces, dashes or underscores. */
const HEADERS: Record<string, Column> = {
  firstname: 'firstName',
  first: 'firstName',
  givenname: 'firstName',
  nombre: 'firstName',
  lastname: 'lastName',
  last: 'lastName',
  surname: 'lastName',
  familyname: 'lastName',
  apellido: 'lastName',
  apellidos: 'lastName',
  email: 'email',
  emailaddress: 'email',
  workemail: 'email',
  correo: 'email',
  mobile: 'mobile',
  mobilenumber: 'mobile',
  mobilephone: 'mobile',
  cell: 'mobile',
  cellphone: 'mobile',
  phone: 'mobile',
  phonenumber: 'mobile',
  celular: 'mobile',
  movil: 'mobile',
  telefono: 'mobile',
  channel: 'channel',
  sendby: 'channel',
  contactby: 'channel',
  canal: 'channel',
  jobrole: 'jobRole',
  job: 'jobRole',
  jobtitle: 'jobRole',
  position: 'jobRole',
  discipline: 'jobRole',
  puesto: 'jobRole',
  language: 'language',
  lang: 'language',
  idioma: 'language',
  role: 'role',
  userrole: 'role',
  access: 'role',
  rol: 'role',
};
const TEXTS_NOT_SET_UP = 'Text messages are not set up here: an email address is needed';
const headerKey = (header: string) => header.toLowerCase().replace(/[\s_\-.:]/g, '');

const LANGUAGE_WORDS: Record<string, 'en' | 'es'> = {
  '': 'en',
  en: 'en',
  english: 'en',
  ingles: 'en',
  es: 'es',
  spanish: 'es',
  espanol: 'es',
  sp: 'es',
};
/** Blank: by email and text when the row has a mobile number, else by email. */
const CHANNEL_WORDS: Record<string, Channel> = {
  email: 'email',
  correo: 'email',
  text: 'text',
  sms: 'text',
  texto: 'text',
  mensaje: 'text',
  both: 'both',
  'email and text': 'both',
  'email + text': 'both',
  ambos: 'both',
};
const ROLE_WORDS: Record<string, 'user' | 'admin'> = {
  '': 'user',
  user: 'user',
  staff: 'user',
  member: 'user',
  employee: 'user',
  personal: 'user',
  admin: 'admin',
  administrator: 'admin',
  administrador: 'admin',
  administradora: 'admin',
};
const folded = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();

interface Parsed {
  rows: RosterRow[];
  newJobRoles: string[];
  ignoredColumns: string[];
}

/** Own keys only: a header or a cell reading "constructor" is text, not an object's built-in. */
const lookup = <T>(table: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/**
 * The file's rows with the line each starts on (the first line is 1), as papaparse reads them — quoted
 * fields may span lines; the separator is papaparse's guess — without the rows that hold nothing.
 */
function rowsOf(csv: string): { fields: string[]; line: number }[] {
  const text = csv.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const rows: { fields: string[]; line: number }[] = [];
  // Each step's cursor is where the next row starts; the line breaks before a row's start give its line.
  let start = 0;
  let breaks = 0;
  Papa.parse<string[]>(text, {
    header: false,
    skipEmptyLines: false,
    step: (result) => {
      const fields = result.data.map((field) => field.trim());
      if (fields.some((field) => field !== '')) rows.push({ fields, line: breaks + 1 });
      for (let i = start; i < result.meta.cursor; i++) if (text[i] === '\n') breaks++;
      start = result.meta.cursor;
    },
  });
  return rows;
}

async function readRoster(deps: Pick<Deps, 'sql' | 'config'>, agencyId: string, csv: string): Promise<Parsed> {
  const [headerRow, ...dataRows] = rowsOf(csv);
  const headers = headerRow?.fields ?? [];
  // A column's index by what it holds; a second column of the same kind (two "Email" columns) is not read.
  const columnAt = new Map<Column, number>();
  const ignoredColumns: string[] = [];
  headers.forEach((header, index) => {
    const column = lookup(HEADERS, headerKey(header));
    if (column && !columnAt.has(column)) columnAt.set(column, index);
    else if (header !== '') ignoredColumns.push(header);
  });
  const missing = !columnAt.has('firstName') || !columnAt.has('lastName');
  if (missing || (!columnAt.has('email') && !columnAt.has('mobile'))) {
    throw invalid(
      'The first row must name the columns: First name, Last name, and Email or Mobile are needed (Send by, ' +
        'Job role, Language and Role are optional).',
    );
  }
  if (dataRows.length === 0) throw invalid('The file has a header row but nobody in it');
  if (dataRows.length > ROSTER_MAX_ROWS) {
    throw invalid(`The file has ${dataRows.length} people: at most ${ROSTER_MAX_ROWS} at a time`);
  }

  const [members, jobRoles] = await Promise.all([
    deps.sql<
      { email: string | null; mobile: string | null }[]
    >`select email, mobile from people where agency_id = ${agencyId}`,
    jobRolesOf(deps.sql, agencyId),
  ]);
  const existing = new Set(members.flatMap((member) => (member.email ? [member.email.toLowerCase()] : [])));
  // Each number's member, known by their address ('' for one reached by text alone).
  const mobiles = new Map(members.flatMap((member) => (member.mobile ? [[member.mobile, member.email ?? '']] : [])));
  const seenMobiles = new Map<string, number>();
  const knownRoles = new Map(jobRoles.map((role) => [folded(role.name), role.name]));
  const newJobRoles = new Map<string, string>();
  const seen = new Map<string, number>();

  const rows = dataRows.map(({ fields, line }): RosterRow => {
    const value = (column: Column) => {
      const index = columnAt.get(column);
      return index === undefined ? '' : (fields[index] ?? '');
    };
    const problems: string[] = [];
    const check = <T>(
      result: { success: true; data: T } | { success: false; error: { issues: { message: string }[] } },
    ) => {
      if (!result.success) problems.push(result.error.issues[0]!.message);
      return result.success ? result.data : null;
    };
    const firstName = check(personName('First name').safeParse(value('firstName'))) ?? value('firstName');
    const lastName = check(personName('Last name').safeParse(value('lastName'))) ?? value('lastName');
    const mobile = value('mobile') ? parseMobile(value('mobile')) : null;
    const roleText = folded(value('role'));
    const role = lookup(ROLE_WORDS, roleText);
    // A staff member with a mobile number needs no email address: their check-ins come by text.
    const textOnly = !value('email') && Boolean(value('mobile')) && role !== 'admin';
    const email = textOnly ? '' : (check(emailField.safeParse(value('email'))) ?? value('email'));
    if (mobile === undefined) problems.push(`Mobile number "${value('mobile')}" is not a phone number`);
    else if (textOnly && !deps.config.textsEnabled) problems.push(TEXTS_NOT_SET_UP);
    const channelText = folded(value('channel'));
    const channel = textOnly ? 'text' : channelText ? lookup(CHANNEL_WORDS, channelText) : mobile ? 'both' : 'email';
    if (!channel) problems.push(`Send by must be Email, Text or Both, not "${value('channel')}"`);
    else if (sendsTexts(channel) && mobile === null) problems.push(MOBILE_REQUIRED_FOR_TEXTS);
    const languageText = folded(value('language'));
    const language = lookup(LANGUAGE_WORDS, languageText);
    if (!language) problems.push(`Language must be English or Spanish, not "${value('language')}"`);
    if (!role) problems.push(`Role must be Staff or Administrator, not "${value('role')}"`);
    const jobRoleText = value('jobRole');
    let jobRole: string | null = null;
    if (jobRoleText) {
      if (jobRoleText.length > 80) problems.push('Job role must be at most 80 characters');
      else jobRole = knownRoles.get(folded(jobRoleText)) ?? newJobRoles.get(folded(jobRoleText)) ?? jobRoleText;
    }
    const key = email.toLowerCase();
    const earlier = key ? seen.get(key) : undefined;
    if (problems.length === 0 && earlier !== undefined) problems.push(`The same email as line ${earlier}`);
    if (!seen.has(key) && email) seen.set(key, line);
    // Without an address, the number says who the row is: theirs already, it is there.
    const hereByNumber = !key && mobile && mobiles.get(mobile) === '';
    if (mobile && !hereByNumber) {
      const owner = mobiles.get(mobile);
      const earlierMobile = seenMobiles.get(mobile);
      if (owner !== undefined && owner.toLowerCase() !== key)
        problems.push('This mobile number belongs to another member of the agency');
      else if (problems.length === 0 && earlierMobile !== undefined)
        problems.push(`The same mobile number as line ${earlierMobile}`);
      if (!seenMobiles.has(mobile)) seenMobiles.set(mobile, line);
    }
    const outcome = problems.length > 0 ? 'problem' : existing.has(key) || hereByNumber ? 'exists' : 'invite';
    if (outcome === 'invite' && jobRole && role === 'user' && !knownRoles.has(folded(jobRole)))
      newJobRoles.set(folded(jobRole), jobRole);
    return {
      line,
      firstName,
      lastName,
      email,
      mobile: mobile ?? null,
      channel: role === 'admin' ? 'email' : (channel ?? 'email'),
      jobRole: role === 'admin' ? null : jobRole,
      language: language ?? 'en',
      role: role ?? 'user',
      outcome,
      problems,
    };
  });
  return { rows, newJobRoles: [...newJobRoles.values()], ignoredColumns };
}

const counts = (rows: RosterRow[]) => ({
  invite: rows.filter((row) => row.outcome === 'invite').length,
  exists: rows.filter((row) => row.outcome === 'exists').length,
  problem: rows.filter((row) => row.outcome === 'problem').length,
});

export async function previewRoster(
  deps: Pick<Deps, 'sql' | 'config'>,
  agencyId: string,
  csv: string,
): Promise<RosterPreview> {
  const { rows, newJobRoles, ignoredColumns } = await readRoster(deps, agencyId, csv);
  return { rows, newJobRoles, ignoredColumns, counts: counts(rows) };
}

/**
 * Creates the file's new job roles and invites its new people, one by one, as the Invite form does. A
 * person who turns out to be there already (added meanwhile) counts as there; the agency's mail limit
 * stops the import where it is reached, and says where: the same file uploaded later invites the rest.
 */
export async function importRoster(deps: Deps, admin: SignedInUser, csv: string): Promise<RosterImportResult> {
  const { rows, newJobRoles } = await readRoster(deps, admin.agencyId, csv);
  const tally = counts(rows);
  for (const name of newJobRoles) {
    try {
      await runAgencyCommand(deps, admin, { type: 'AddJobRole', jobRoleId: randomUUID(), name });
    } catch (error) {
      // Another administrator (or the same file, imported twice at once) made it meanwhile: it is there.
      if (!(error instanceof AppError && error.message === JOB_ROLE_NAME_TAKEN)) throw error;
    }
  }
  // From the agency's own stream, not the read model: a role another import made a moment ago counts.
  const { state } = await loadState(deps.eventStore, agencyStream(admin.agencyId), agencyDecider);
  const roleIds = new Map(Object.entries(state.jobRoles).map(([id, name]) => [folded(name), id]));
  // Nobody is invited without the job role the preview showed.
  const missing = rows.filter(
    (row) => row.outcome === 'invite' && row.role === 'user' && row.jobRole && !roleIds.has(folded(row.jobRole)),
  );
  if (missing.length > 0) {
    throw conflict(`The job role "${missing[0]!.jobRole}" could not be made. Please try again; nobody was invited.`);
  }
  let invited = 0;
  let exists = tally.exists;
  for (const row of rows.filter((candidate) => candidate.outcome === 'invite')) {
    try {
      await inviteMember(deps, admin, {
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email || null,
        role: row.role,
        jobRoleId: row.role === 'user' && row.jobRole ? roleIds.get(folded(row.jobRole))! : null,
        language: row.language,
        mobile: row.mobile,
        channel: row.channel,
        timezone: null,
      });
      invited++;
    } catch (error) {
      if (error instanceof AppError && (error.code === ERROR_CODES.emailTaken || error.code === 'MOBILE_TAKEN')) {
        exists++;
        continue;
      }
      if (error instanceof AppError && error.kind === 'rate_limited') {
        return {
          invited,
          exists,
          problem: tally.problem,
          newJobRoles,
          stopped: { line: row.line, message: error.message },
        };
      }
      throw error;
    }
  }
  return { invited, exists, problem: tally.problem, newJobRoles, stopped: null };
}
