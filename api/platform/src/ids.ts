import { createHash } from 'node:crypto';

/**
 * A UUID derived from a name (SHA-256, laid out as a version-5-style UUID). The same name always
 * gives the same id, so two workers opening "agency A's round of Monday 09:00" write to the same
 * stream and the second append is refused instead of opening a duplicate round.
 */
export function uuidFromName(name: string): string {
  return uuidFromDigest(createHash('sha256').update(name).digest());
}

/** The first 16 bytes of a digest laid out as a UUID (version and variant bits set). */
export function uuidFromDigest(digest: Buffer): string {
  const bytes = Buffer.from(digest.subarray(0, 16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
