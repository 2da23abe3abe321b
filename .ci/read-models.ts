import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * One reader per read model (docs/architecture.md): a read model's table is named in SQL only by the
 * projector that writes it and the module that owns its queries and row types; every other module imports
 * that module. Checked over the source of api/, projections/ and workflows/ (tests, the bench and the
 * migrations may name any table). Names every stray reader and exits 1.
 *
 * Every reader that predated the rule has moved to its owner (docs/architecture.md).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['api/src', 'api/platform/src', 'projections/src', 'workflows/src'];

interface ReadModel {
  writer: string;
  owner: string;
}

const READ_MODELS: Record<string, ReadModel> = {
  round_summaries: {
    writer: 'projections/src/survey/rounds.ts',
    owner: 'api/src/survey/summaries.ts',
  },
  email_templates: {
    writer: 'projections/src/agency/email-templates.ts',
    owner: 'api/src/email-templates/queries.ts',
  },
  job_roles: {
    writer: 'projections/src/agency/job-roles.ts',
    owner: 'api/src/job-roles/queries.ts',
  },
  agencies: {
    writer: 'projections/src/agency/agencies.ts',
    owner: 'api/src/agency/queries.ts',
  },
  members: {
    writer: 'projections/src/members/members.ts',
    owner: 'api/src/members/queries.ts',
  },
};

function sourceFiles(directory: string): string[] {
  return readdirSync(path.join(root, directory)).flatMap((name) => {
    const file = path.join(directory, name);
    if (statSync(path.join(root, file)).isDirectory()) return sourceFiles(file);
    return file.endsWith('.ts') && !file.endsWith('.test.ts') ? [file] : [];
  });
}

const files = SOURCES.flatMap(sourceFiles).map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
const problems: string[] = [];
for (const [table, { writer, owner }] of Object.entries(READ_MODELS)) {
  const naming = new RegExp(String.raw`\b(from|join|update|into|table)\s+${table}\b`, 'i');
  const readers = files.filter(({ text }) => naming.test(text)).map(({ file }) => file);
  for (const reader of readers) {
    if (![writer, owner].includes(reader)) {
      problems.push(`${reader} queries ${table}: import its reader from ${owner} instead`);
    }
  }
  for (const listed of [writer, owner]) {
    if (!readers.includes(listed)) problems.push(`${listed} no longer queries ${table}: take it off the list`);
  }
}
if (problems.length > 0) {
  console.error(`One reader per read model (.ci/read-models.ts):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
