import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`, written out: the package exports it as a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

/** argon2id at OWASP's second profile (m = 19 MiB, t = 2, p = 1): ~11 ms here. See ADR 004. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let decoy: Promise<string> | null = null;

/**
 * Checks a password; with no stored hash it still spends the same time on a decoy, so that the
 * answer time does not reveal whether an account exists.
 */
export async function passwordMatches(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash) return verify(storedHash, password);
  decoy ??= hashPassword('decoy password for unknown accounts');
  await verify(await decoy, password);
  return false;
}
