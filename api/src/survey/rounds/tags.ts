import type { Secrets } from '@hearth/platform/secrets';

/**
 * The keyed values that tie an open round's rows to a participant (docs/anonymity.md, "Inside an
 * open round"). Three per-round tables hold them, and no two hold the same value, so that a copy of
 * the database without the key cannot join them:
 *
 * - `round_links.participant`: the participant's tag *sealed* (AES-GCM with a fresh nonce), so each
 *   link holds a different value, even two links of one person;
 * - `round_answered.participant`: the *answered mark*, a second HMAC made from the tag;
 * - `round_participants`: the member, in clear (reminders and the pending list need it).
 *
 * Only the server, which holds the key, goes from a member to their tag and mark, and from a link to
 * its mark. Rows are written in a random order (`shuffled`), so position joins nothing either
 * (docs/decisions/074-unlinkable-round-tables.md).
 */

/** The participant's tag: an HMAC of round and member; a new round gives everyone a new tag. */
export function participantTag(secrets: Secrets, roundId: string, memberId: string): Buffer {
  return secrets.codeDigest(memberId, `round-participant:${roundId}`);
}

/** The tag as a link row holds it: sealed, a different value each time. */
export function sealTag(secrets: Secrets, tag: Buffer): Buffer {
  return secrets.encryptBytes(tag);
}

/** A link row's tag. Rounds opened before ADR 074 kept it in clear (32 bytes). */
export function openTag(secrets: Secrets, held: Buffer): Buffer {
  return held.length === TAG_BYTES ? held : secrets.decryptBytes(held);
}

const TAG_BYTES = 32;

/**
 * What `round_answered` holds for a participant who has answered: an HMAC of their tag, which
 * nothing else holds. `answeredMarks` gives it first, then the tag itself, which rounds opened
 * before ADR 074 used as their mark: checks accept both until those rounds have closed.
 */
export function answeredMarks(secrets: Secrets, roundId: string, tag: Buffer): [mark: Buffer, earlier: Buffer] {
  return [secrets.codeDigest(tag.toString('hex'), `round-answered:${roundId}`), tag];
}

/** The participant's answered mark, from the member. */
export function answeredMark(secrets: Secrets, roundId: string, memberId: string): Buffer {
  return answeredMarks(secrets, roundId, participantTag(secrets, roundId, memberId))[0];
}
