import { FREE_TEXT_MAX, SCALED_QUESTIONS } from '@hearth/contracts/survey';
import type { Secrets } from '@hearth/platform/secrets';

/**
 * Encryption of answers with padding, so that ciphertext lengths say nothing (docs/anonymity.md).
 *
 * A sealed answer set is always the same size: a compact layout (format, the five values in
 * question order, the comment's UTF-8 length and bytes) zero-padded to hold the longest comment
 * allowed. 2,000 UTF-16 units are at most 6,000 UTF-8 bytes, so every sealed row is ~6 KB and
 * stays inside one database page (no TOAST writes on the hot path: docs/decisions/013).
 *
 * A comment in the log is padded JSON and reveals its length only to the nearest 512 bytes.
 */
const FORMAT = 1;
const TEXT_BYTES = FREE_TEXT_MAX * 3;
const HEADER_BYTES = 1 + SCALED_QUESTIONS.length + 2;
const SEALED_BYTES = HEADER_BYTES + TEXT_BYTES;
const COMMENT_BUCKET_BYTES = 512;

export interface SealedAnswers {
  scaled: Record<string, number>;
  freeText: string | null;
}

export function sealAnswers(secrets: Secrets, answers: SealedAnswers): Buffer {
  const text = Buffer.from(answers.freeText ?? '', 'utf8');
  if (text.length > TEXT_BYTES) throw new Error(`A comment is larger than ${TEXT_BYTES} bytes`);
  const plain = Buffer.alloc(SEALED_BYTES);
  plain[0] = FORMAT;
  SCALED_QUESTIONS.forEach((question, index) => {
    const value = answers.scaled[question.id];
    if (!Number.isInteger(value) || value! < 1 || value! > 10)
      throw new Error(`Answer to ${question.id} must be a whole number from 1 to 10`);
    plain[1 + index] = value!;
  });
  plain.writeUInt16BE(text.length, HEADER_BYTES - 2);
  text.copy(plain, HEADER_BYTES);
  return secrets.encryptBytes(plain);
}

/** Opens a sealed answer set; one sealed before this layout existed is JSON, and reads as such. */
export function unsealAnswers(secrets: Secrets, payload: Buffer): SealedAnswers {
  const plain = secrets.decryptBytes(payload);
  if (plain[0] !== FORMAT) return JSON.parse(plain.toString('utf8')) as SealedAnswers;
  const scaled = Object.fromEntries(SCALED_QUESTIONS.map((question, index) => [question.id, plain[1 + index]!]));
  const length = plain.readUInt16BE(HEADER_BYTES - 2);
  return { scaled, freeText: length > 0 ? plain.subarray(HEADER_BYTES, HEADER_BYTES + length).toString('utf8') : null };
}

function padded(json: string, bytes: number): string {
  return json + ' '.repeat(bytes - Buffer.byteLength(json));
}

export function sealComment(secrets: Secrets, comment: string): string {
  const json = JSON.stringify(comment);
  return secrets.encrypt(
    padded(json, Math.ceil(Buffer.byteLength(json) / COMMENT_BUCKET_BYTES) * COMMENT_BUCKET_BYTES),
  );
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
