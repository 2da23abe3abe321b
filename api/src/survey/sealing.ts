import type { Secrets } from '../platform/secrets';

/**
 * Encryption of answers with padding, so that ciphertext lengths say nothing (DESIGN §4): a sealed
 * answer set is always the same size, and a comment in the log only reveals its length to the
 * nearest 512 bytes. JSON tolerates trailing spaces, so the padding needs no framing.
 */
const SEALED_BYTES = 9 * 1024;
const COMMENT_BUCKET_BYTES = 512;

function padded(json: string, bytes: number): string {
  const length = Buffer.byteLength(json);
  if (length > bytes) throw new Error(`Sealed content is larger than ${bytes} bytes`);
  return json + ' '.repeat(bytes - length);
}

export interface SealedAnswers {
  scaled: Record<string, number>;
  freeText: string | null;
}

export function sealAnswers(secrets: Secrets, answers: SealedAnswers): string {
  return secrets.encrypt(padded(JSON.stringify(answers), SEALED_BYTES));
}

export function unsealAnswers(secrets: Secrets, payload: string): SealedAnswers {
  return JSON.parse(secrets.decrypt(payload)) as SealedAnswers;
}

export function sealComment(secrets: Secrets, comment: string): string {
  const json = JSON.stringify(comment);
  return secrets.encrypt(padded(json, Math.ceil(Buffer.byteLength(json) / COMMENT_BUCKET_BYTES) * COMMENT_BUCKET_BYTES));
}

/** Reads a logged comment; one logged before padding existed is the bare text, and reads as such. */
export function unsealComment(secrets: Secrets, sealed: string): string {
  const plain = secrets.decrypt(sealed);
  if (!plain.startsWith('"')) return plain;
  try {
    const parsed: unknown = JSON.parse(plain);
    return typeof parsed === 'string' ? parsed : plain;
  } catch {
    return plain;
  }
}
