import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';

/**
 * Checkpoints as C2SP signed notes (c2sp.org/signed-note, c2sp.org/tlog-checkpoint), with Ed25519
 * keys written the way Go's golang.org/x/mod/sumdb/note writes them, so that its `note.Open`
 * accepts what we sign (tools/checkpoint-verifier):
 *
 * - signer key: `PRIVATE+KEY+<name>+<key hash>+<base64(0x01 ‖ 32-byte seed)>`
 * - verifier key: `<name>+<key hash>+<base64(0x01 ‖ 32-byte public key)>`
 * - key hash: the first 4 bytes of SHA-256(name ‖ "\n" ‖ 0x01 ‖ public key), as 8 hex digits
 * - a note: its text (ending in "\n"), a blank line, then `— <name> <base64(key hash ‖ signature)>`.
 */
const ED25519 = 0x01;
/** The DER prefixes of an Ed25519 key in PKCS#8 (private) and SPKI (public) form. */
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
const NAME = /^[^\s+]+$/;

export interface NoteSigner {
  name: string;
  /** The verifier key to publish (and to give auditors). */
  verifierKey: string;
  sign(text: string): string;
}

export interface NoteVerifier {
  name: string;
  keyHash: Buffer;
  verify(text: string, signature: Buffer): boolean;
}

const keyHash = (name: string, publicKey: Buffer) =>
  createHash('sha256')
    .update(Buffer.concat([Buffer.from(`${name}\n`), Buffer.from([ED25519]), publicKey]))
    .digest()
    .subarray(0, 4);

const rawPublic = (key: KeyObject) => key.export({ format: 'der', type: 'spki' }).subarray(SPKI_PREFIX.length);

/** A fresh signer key for `name` (a host-like name such as "hearth.example.org/checkpoints"). */
export function generateSignerKey(name: string): string {
  if (!NAME.test(name)) throw new Error('a key name has no spaces and no "+"');
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const seed = privateKey.export({ format: 'der', type: 'pkcs8' }).subarray(PKCS8_PREFIX.length);
  const hash = keyHash(name, rawPublic(publicKey)).toString('hex');
  return `PRIVATE+KEY+${name}+${hash}+${Buffer.concat([Buffer.from([ED25519]), seed]).toString('base64')}`;
}

/** Reads a signer key; throws a plain message when it is not one. */
/** Splits on the first `count − 1` pluses only: the base64 key at the end may hold "+" itself. */
function fields(text: string, count: number): string[] {
  const parts = text.trim().split('+');
  return parts.length < count ? parts : [...parts.slice(0, count - 1), parts.slice(count - 1).join('+')];
}

export function signerFrom(key: string): NoteSigner {
  const parts = fields(key, 5);
  if (parts.length !== 5 || parts[0] !== 'PRIVATE' || parts[1] !== 'KEY') {
    throw new Error('not a signer key: expected PRIVATE+KEY+<name>+<hash>+<key>');
  }
  const [, , name, hash, encoded] = parts as [string, string, string, string, string];
  const bytes = Buffer.from(encoded, 'base64');
  if (!NAME.test(name) || bytes.length !== 33 || bytes[0] !== ED25519) throw new Error('not an Ed25519 signer key');
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_PREFIX, bytes.subarray(1)]),
    format: 'der',
    type: 'pkcs8',
  });
  const publicKey = rawPublic(createPublicKey(privateKey));
  const computed = keyHash(name, publicKey);
  if (computed.toString('hex') !== hash) throw new Error('the signer key’s hash does not match its key');
  const verifierKey = `${name}+${hash}+${Buffer.concat([Buffer.from([ED25519]), publicKey]).toString('base64')}`;
  return {
    name,
    verifierKey,
    sign(text) {
      if (!text.endsWith('\n')) throw new Error('a note’s text ends with a newline');
      const signature = sign(null, Buffer.from(text), privateKey);
      return `${text}\n— ${name} ${Buffer.concat([computed, signature]).toString('base64')}\n`;
    },
  };
}

export function verifierFrom(key: string): NoteVerifier {
  const parts = fields(key, 3);
  if (parts.length !== 3) throw new Error('not a verifier key: expected <name>+<hash>+<key>');
  const [name, hash, encoded] = parts as [string, string, string];
  const bytes = Buffer.from(encoded, 'base64');
  if (!NAME.test(name) || bytes.length !== 33 || bytes[0] !== ED25519) throw new Error('not an Ed25519 verifier key');
  const publicKey = createPublicKey({
    key: Buffer.concat([SPKI_PREFIX, bytes.subarray(1)]),
    format: 'der',
    type: 'spki',
  });
  const computed = keyHash(name, bytes.subarray(1));
  if (computed.toString('hex') !== hash) throw new Error('the verifier key’s hash does not match its key');
  return {
    name,
    keyHash: computed,
    verify: (text, signature) => verify(null, Buffer.from(text), publicKey, signature),
  };
}

/** The text of a signed note when `verifier` signed it, or null. */
export function openNote(note: string, verifier: NoteVerifier): string | null {
  const split = note.lastIndexOf('\n\n');
  if (split < 0) return null;
  const text = note.slice(0, split + 1);
  for (const line of note.slice(split + 2).split('\n')) {
    const match = /^— (\S+) (\S+)$/.exec(line);
    if (!match || match[1] !== verifier.name) continue;
    const bytes = Buffer.from(match[2]!, 'base64');
    if (bytes.length < 5 || !bytes.subarray(0, 4).equals(verifier.keyHash)) continue;
    if (verifier.verify(text, bytes.subarray(4))) return text;
  }
  return null;
}

/** A checkpoint's text (c2sp.org/tlog-checkpoint): origin, size, base64 root. */
export interface Checkpoint {
  origin: string;
  size: number;
  root: Buffer;
}

export const checkpointText = ({ origin, size, root }: Checkpoint) =>
  `${origin}\n${size}\n${root.toString('base64')}\n`;

export function parseCheckpoint(text: string): Checkpoint | null {
  const [origin, size, root] = text.split('\n');
  if (!origin || !size || !/^\d+$/.test(size) || !root) return null;
  const hash = Buffer.from(root, 'base64');
  return hash.length === 32 ? { origin, size: Number(size), root: hash } : null;
}
