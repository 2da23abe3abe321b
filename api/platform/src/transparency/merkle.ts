import { createHash } from 'node:crypto';

/**
 * RFC 6962 / RFC 9162 Merkle trees (the ones of Certificate Transparency, Trillian and Go's checksum
 * database): a leaf hash is SHA-256(0x00 ‖ data), an inner node SHA-256(0x01 ‖ left ‖ right), and a
 * tree of n leaves splits at the largest power of two below n. With it, inclusion proofs (this leaf
 * is at this index of the tree with this root) and consistency proofs (the tree of m leaves is the
 * first m leaves of the tree of n). `tools/checkpoint-verifier` checks these with
 * github.com/transparency-dev/merkle, code we did not write.
 */
const sha256 = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();
const LEAF = Buffer.from([0]);
const NODE = Buffer.from([1]);

export const leafHash = (data: Buffer) => sha256(LEAF, data);
const nodeHash = (left: Buffer, right: Buffer) => sha256(NODE, left, right);
const EMPTY_ROOT = sha256();

/** The largest power of two strictly below n (n ≥ 2). */
function split(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/** The root of the tree over `leaves` (leaf hashes). */
export function rootOf(leaves: Buffer[]): Buffer {
  if (leaves.length === 0) return EMPTY_ROOT;
  if (leaves.length === 1) return leaves[0]!;
  const k = split(leaves.length);
  return nodeHash(rootOf(leaves.slice(0, k)), rootOf(leaves.slice(k)));
}

/** The audit path of leaf `index` in the tree over `leaves` (RFC 6962 §2.1.1), leaf upwards. */
export function inclusionProof(index: number, leaves: Buffer[]): Buffer[] {
  if (leaves.length <= 1) return [];
  const k = split(leaves.length);
  return index < k
    ? [...inclusionProof(index, leaves.slice(0, k)), rootOf(leaves.slice(k))]
    : [...inclusionProof(index - k, leaves.slice(k)), rootOf(leaves.slice(0, k))];
}

/** The consistency proof from the tree of the first `size` leaves to the tree over all `leaves` (RFC 6962 §2.1.2). */
export function consistencyProof(size: number, leaves: Buffer[]): Buffer[] {
  if (size === 0 || size === leaves.length) return [];
  const subproof = (m: number, tree: Buffer[], whole: boolean): Buffer[] => {
    if (m === tree.length) return whole ? [] : [rootOf(tree)];
    const k = split(tree.length);
    return m <= k
      ? [...subproof(m, tree.slice(0, k), whole), rootOf(tree.slice(k))]
      : [...subproof(m - k, tree.slice(k), false), rootOf(tree.slice(0, k))];
  };
  return subproof(size, leaves, true);
}

/** Checks an inclusion proof (RFC 9162 §2.1.3.2). */
export function verifyInclusion(index: number, size: number, leaf: Buffer, proof: Buffer[], root: Buffer): boolean {
  if (index >= size) return false;
  let fn = index;
  let sn = size - 1;
  let r = leaf;
  for (const p of proof) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = nodeHash(p, r);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      r = nodeHash(r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && r.equals(root);
}

/** Checks a consistency proof (RFC 9162 §2.1.4.2). */
export function verifyConsistency(
  size1: number,
  size2: number,
  root1: Buffer,
  root2: Buffer,
  proof: Buffer[],
): boolean {
  if (size1 > size2) return false;
  if (size1 === size2) return proof.length === 0 && root1.equals(root2);
  if (size1 === 0) return proof.length === 0;
  const path = (size1 & (size1 - 1)) === 0 ? [root1, ...proof] : [...proof];
  if (path.length === 0) return false;
  let fn = size1 - 1;
  let sn = size2 - 1;
  while (fn % 2 === 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  let fr = path[0]!;
  let sr = path[0]!;
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      sr = nodeHash(sr, c);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && fr.equals(root1) && sr.equals(root2);
}

/**
 * The right edge of a tree as it grows (a compact range): the roots of its perfect subtrees, largest
 * first. Appending a leaf merges equal-sized subtrees; the root folds them from the right. Lets a
 * checkpoint grow with the log without re-reading it.
 */
export interface Frontier {
  size: number;
  /** Hex roots of the perfect subtrees, largest (leftmost) first. */
  hashes: string[];
}

export function appendLeaf(frontier: Frontier, leaf: Buffer): Frontier {
  const hashes = [...frontier.hashes];
  let hash = leaf;
  let size = frontier.size;
  // Each trailing 1 bit of the old size is a perfect subtree the new leaf completes.
  while (size % 2 === 1) {
    hash = nodeHash(Buffer.from(hashes.pop()!, 'hex'), hash);
    size = Math.floor(size / 2);
  }
  return { size: frontier.size + 1, hashes: [...hashes, hash.toString('hex')] };
}

export function frontierRoot(frontier: Frontier): Buffer {
  if (frontier.size === 0) return EMPTY_ROOT;
  const hashes = frontier.hashes.map((hash) => Buffer.from(hash, 'hex'));
  return hashes.slice(0, -1).reduceRight((right, left) => nodeHash(left, right), hashes.at(-1)!);
}
