import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { bootPlatform } from '../boot';
import { runCommandLine } from '../command-line';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { agencyCheckpoints, keptLeaves } from '../transparency/checkpoints';
import { type NoteVerifier, verifierFrom } from '../transparency/note';
import { auditAgency, formatPosition } from './audit';
import { auditCheckpoints, type CheckpointAudit, signerNames } from './checkpoint-audit';

const USAGE =
  'Usage: npm run audit -- --agency <agency id> [--since <saved checkpoint: file, text or a --proofs dir>] ' +
  '[--key <verifier key>]... [--proofs <dir>]';

/**
 * `npm run audit -- --agency <id>`: prints the agency's history from the event store, one event a
 * line (JSON Lines on stdout: stream, revision, position, type, time, data), verifies the hash
 * chain, and verifies the agency's events against its latest signed checkpoint with inclusion
 * proofs (docs/audit.md); with `--since`, against a checkpoint saved earlier (from a Monday digest)
 * with a consistency proof. `--key` names the verifier key to trust (by default the one of this
 * installation's signing key); `--proofs <dir>` writes what `tools/checkpoint-verifier` checks.
 * Exit 0 when nothing was altered, 1 when something was (each named on stderr), 2 on a wrong
 * invocation.
 */
await runCommandLine('audit', async () => {
  const { values } = parseArgs({
    options: {
      agency: { type: 'string' },
      since: { type: 'string' },
      key: { type: 'string', multiple: true },
      proofs: { type: 'string' },
    },
    strict: true,
  });
  if (!values.agency || !/^[0-9a-f-]{36}$/i.test(values.agency)) {
    console.error(USAGE);
    return 2;
  }
  const agencyId = values.agency.toLowerCase();
  const saved = values.since === undefined ? undefined : savedCheckpoint(values.since);
  if (saved === null) {
    console.error("--since names neither a saved checkpoint (text or file) nor an earlier audit's --proofs directory");
    return 2;
  }
  const config = loadConfig();
  const platform = await bootPlatform(config, createLogger({ name: 'audit', level: 'warn' }), {
    reuseRunningDatabase: true,
    maxConnections: 2,
  });
  try {
    // The keys to trust: those given, else this installation's and those it rotated out of.
    const verifierKeys = values.key ?? [platform.checkpointSigner!.verifierKey, ...config.CHECKPOINT_VERIFIER_KEYS];
    let verifiers: NoteVerifier[];
    try {
      verifiers = verifierKeys.map((key) => verifierFrom(key));
    } catch (error) {
      console.error(`--key: ${(error as Error).message}`);
      return 2;
    }
    const report = await auditAgency(platform.eventStore, agencyId, (line) => {
      process.stdout.write(`${JSON.stringify(line)}\n`);
    });
    for (const problem of report.problems) {
      const where = `${problem.streamName} revision ${problem.revision} (position ${formatPosition(problem.position)})`;
      console.error(`ALTERED: ${where}: ${problem.problem}`);
    }
    const counted = `audit: ${report.events} events in ${report.streams} streams`;
    const breaks = report.problems.length;
    console.error(
      breaks === 0 ? `${counted}; the hash chain is intact.` : `${counted}; ${breaks} breaks in the hash chain.`,
    );
    const checkpoints = await auditCheckpoints({
      eventStore: platform.eventStore,
      agencyId,
      verifiers,
      checkpoints: await agencyCheckpoints(platform.sql, agencyId),
      keptLeaves: await keptLeaves(platform.sql, agencyId),
      since: saved?.note,
      sinceLeaves: saved?.leaves,
      now: new Date(),
    });
    for (const finding of checkpoints.problems)
      console.error(`${finding.unsigned ? 'NOT SIGNED' : 'ALTERED'}: ${finding.problem}`);
    if (checkpoints.verified) {
      console.error(`audit: verified against the signed checkpoint (key ${signerNames(checkpoints.verified)[0]}):`);
      console.error(checkpoints.verified.trimEnd());
    } else if (checkpoints.problems.length === 0) {
      console.error('audit: no signed checkpoint of this agency yet; nothing to check the log against.');
    }
    if (checkpoints.proofs.since?.consistency)
      console.error('audit: the log extends the saved checkpoint (consistency proof).');
    if (values.proofs) await writeProofs(values.proofs, verifierKeys, checkpoints, saved?.note);
    return report.problems.length === 0 && checkpoints.problems.length === 0 ? 0 : 1;
  } finally {
    await platform.close();
  }
});

/**
 * A saved checkpoint: the text itself (it spans lines), a file holding it, or an earlier audit's
 * `--proofs` directory (its checkpoint and the leaves it covered).
 */
function savedCheckpoint(value: string): { note: string; leaves?: Buffer[] } | null {
  if (value.includes('\n')) return { note: asSaved(value) };
  if (!existsSync(value)) return null;
  if (!statSync(value).isDirectory()) return { note: asSaved(readFileSync(value, 'utf8')) };
  const note = path.join(value, 'checkpoint.note');
  const leaves = path.join(value, 'leaves.txt');
  if (!existsSync(note) || !existsSync(leaves)) return null;
  return {
    note: readFileSync(note, 'utf8'),
    leaves: readFileSync(leaves, 'utf8')
      .split(/\s+/)
      .filter((line) => /^[0-9a-f]{64}$/.test(line))
      .map((line) => Buffer.from(line, 'hex')),
  };
}

/**
 * A checkpoint as it was kept — copied from a mail, saved on another system: its line endings made
 * plain and its one final line break restored (a signed note ends with one; mail drops it).
 */
function asSaved(text: string): string {
  return `${text.replace(/\r\n?/g, '\n').trim()}\n`;
}

/** What tools/checkpoint-verifier reads. */
async function writeProofs(dir: string, verifierKeys: string[], audit: CheckpointAudit, savedNote?: string) {
  await mkdir(dir, { recursive: true });
  const hex = (values: Buffer[]) => values.map((value) => value.toString('hex'));
  await writeFile(path.join(dir, 'key.vkey'), `${verifierKeys.join('\n')}\n`);
  if (audit.proofs.checkpointNote) await writeFile(path.join(dir, 'checkpoint.note'), audit.proofs.checkpointNote);
  await writeFile(path.join(dir, 'leaves.txt'), `${hex(audit.proofs.leaves).join('\n')}\n`);
  await writeFile(
    path.join(dir, 'inclusion.jsonl'),
    audit.proofs.inclusion.map((entry) => JSON.stringify({ index: entry.index, proof: hex(entry.proof) })).join('\n'),
  );
  // The saved checkpoint goes with the proofs even when the log does not extend it: with no
  // consistency proof beside it, the Go verifier rejects it too.
  // (Even one the audit could not open: the verifier must reject it on its own.)
  if (savedNote !== undefined) await writeFile(path.join(dir, 'since.note'), savedNote);
  if (audit.proofs.since?.consistency) {
    const { size1, size2, proof } = audit.proofs.since.consistency;
    await writeFile(path.join(dir, 'consistency.json'), JSON.stringify({ size1, size2, proof: hex(proof) }));
  }
}
