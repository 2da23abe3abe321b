import { z } from 'zod';
import { ROLES } from './auth';
import { LANGUAGES } from './constants';
import { CHANNELS } from './texts';

/**
 * The roster in one upload (docs/product-rules.md, "The roster in one upload"): an administrator sends a
 * CSV file's text, sees every row's fate in plain words (invited, already here, or what is wrong with it),
 * then confirms. The same file twice invites nobody twice.
 */
export const ROSTER_MAX_CHARACTERS = 60_000;
export const ROSTER_MAX_ROWS = 1_000;

export const rosterRequest = z.object({
  csv: z
    .string({ error: 'Please choose a CSV file' })
    .min(1, 'The file is empty')
    .max(ROSTER_MAX_CHARACTERS, 'The file is too large: at most 60,000 characters (about 700 people) at a time'),
});

/** One row of the file as the import reads it. `line` is the line number in the file (the header is 1). */
const rosterRow = z.object({
  line: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** E.164, or null. */
  mobile: z.string().nullable(),
  channel: z.enum(CHANNELS),
  jobRole: z.string().nullable(),
  language: z.enum(LANGUAGES),
  role: z.enum(ROLES),
  /** `invite`: a new member; `exists`: already in the agency (left as is); `problem`: not imported. */
  outcome: z.enum(['invite', 'exists', 'problem']),
  problems: z.array(z.string()),
});
export type RosterRow = z.infer<typeof rosterRow>;

export const rosterPreview = z.object({
  rows: z.array(rosterRow),
  /** Job roles the file names that the agency does not have yet: made when the import is confirmed. */
  newJobRoles: z.array(z.string()),
  /** Columns the import does not read (named so that a typo in a header is seen). */
  ignoredColumns: z.array(z.string()),
  counts: z.object({ invite: z.number(), exists: z.number(), problem: z.number() }),
});
export type RosterPreview = z.infer<typeof rosterPreview>;

export const rosterImportResult = z.object({
  invited: z.number(),
  exists: z.number(),
  problem: z.number(),
  newJobRoles: z.array(z.string()),
  /** Set when the agency's mail limit stopped the import: the rest are invited by uploading the file again later. */
  stopped: z.object({ line: z.number(), message: z.string() }).nullable(),
});
export type RosterImportResult = z.infer<typeof rosterImportResult>;
