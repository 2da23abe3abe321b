import { generateSignerKey, signerFrom } from './note';

/**
 * `npm run checkpoint-key -- <name>`: a fresh Ed25519 key for signing checkpoints (docs/audit.md).
 * The signer key goes to stdout (set it as CHECKPOINT_SIGNING_KEY, kept apart from SECRET_KEY and
 * the database); the verifier key to give auditors goes to stderr. The name is the log's name, for
 * example "hearth.example.org/checkpoints": no spaces, no "+".
 */
const name = process.argv[2] ?? '';
try {
  const key = generateSignerKey(name);
  process.stdout.write(`${key}\n`);
  process.stderr.write(`verifier key (give it to auditors): ${signerFrom(key).verifierKey}\n`);
} catch (error) {
  process.stderr.write(
    `Usage: npm run checkpoint-key -- <name, e.g. hearth.example.org/checkpoints>\n${(error as Error).message}\n`,
  );
  process.exitCode = 2;
}
