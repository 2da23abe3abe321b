import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The server secret and everything derived from it. `SECRET_KEY` in production; on the embedded
 * default a random key is created once in `<DATA_DIR>/secret.key`, next to the data it protects.
 */
export interface Secrets {
  /**
   * HMAC under the server key, kept apart by `context`: over short codes, so a leaked table cannot
   * be brute-forced offline; also participant tags and the ids of closed rounds' answers.
   */
  codeDigest(code: string, context: string): Buffer;
  encrypt(plaintext: string): string;
  decrypt(sealed: string): string;
  /** AES-256-GCM over bytes: iv (12) + tag (16) + ciphertext, as raw bytes. */
  encryptBytes(plaintext: Buffer): Buffer;
  decryptBytes(sealed: Buffer): Buffer;
}

export async function loadSecretKey(options: { secretKey?: string; dataDir: string }): Promise<Buffer> {
  if (options.secretKey) return Buffer.from(options.secretKey, 'base64');
  const file = path.resolve(options.dataDir, 'secret.key');
  if (existsSync(file)) return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  await mkdir(path.dirname(file), { recursive: true });
  const key = randomBytes(32);
  await writeFile(file, key.toString('base64'), { mode: 0o600 });
  return key;
}

export function createSecrets(masterKey: Buffer): Secrets {
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), purpose, 32));
  const codeKey = derive('hearth one-time codes');
  const encryptionKey = derive('hearth data at rest');
  const encryptBytes = (plaintext: Buffer) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
    const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]);
  };
  const decryptBytes = (sealed: Buffer) => {
    const decipher = createDecipheriv('aes-256-gcm', encryptionKey, sealed.subarray(0, 12));
    decipher.setAuthTag(sealed.subarray(12, 28));
    return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]);
  };
  return {
    codeDigest: (code, context) => createHmac('sha256', codeKey).update(`${context}:${code}`).digest(),
    encrypt: (plaintext) => encryptBytes(Buffer.from(plaintext, 'utf8')).toString('base64'),
    decrypt: (sealed) => decryptBytes(Buffer.from(sealed, 'base64')).toString('utf8'),
    encryptBytes,
    decryptBytes,
  };
}

/** 256-bit random token for links and sessions, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256: a database leak reveals no usable link or session. */
export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

export function randomSixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}
