import { describe, expect, it } from 'vitest';
import {
  appendLeaf,
  consistencyProof,
  type Frontier,
  frontierRoot,
  inclusionProof,
  leafHash,
  rootOf,
  verifyConsistency,
  verifyInclusion,
} from '../src/transparency/merkle';
import { checkpointText, generateSignerKey, openNote, signerFrom, verifierFrom } from '../src/transparency/note';

/** RFC 6962 trees and C2SP signed notes (docs/audit.md); checkpoint-attacks.test.ts runs the Go verifier on them. */
describe('RFC 6962 Merkle trees', () => {
  const leaves = Array.from({ length: 21 }, (_, index) => leafHash(Buffer.from(`event ${index}`)));

  it('matches the empty tree and the published hash of a one-leaf tree', () => {
    // SHA-256 of the empty string, and SHA-256(0x00) for a single empty leaf (RFC 6962 §2.1).
    expect(rootOf([]).toString('hex')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(leafHash(Buffer.alloc(0)).toString('hex')).toBe(
      '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
    );
  });

  it('proves every leaf of every size included, and every prefix consistent; and refuses a wrong one', () => {
    let frontier: Frontier = { size: 0, hashes: [] };
    for (let size = 1; size <= leaves.length; size++) {
      const tree = leaves.slice(0, size);
      const root = rootOf(tree);
      frontier = appendLeaf(frontier, leaves[size - 1]!);
      expect(frontierRoot(frontier).equals(root)).toBe(true);
      for (let index = 0; index < size; index++) {
        const proof = inclusionProof(index, tree);
        expect(verifyInclusion(index, size, tree[index]!, proof, root)).toBe(true);
        expect(verifyInclusion(index, size, leafHash(Buffer.from('forged')), proof, root)).toBe(false);
      }
      for (let earlier = 1; earlier <= size; earlier++) {
        const proof = consistencyProof(earlier, tree);
        expect(verifyConsistency(earlier, size, rootOf(leaves.slice(0, earlier)), root, proof)).toBe(true);
        if (earlier < size) {
          const other = rootOf([leafHash(Buffer.from('rewritten')), ...leaves.slice(1, earlier)]);
          expect(verifyConsistency(earlier, size, other, root, proof)).toBe(false);
        }
      }
    }
  });
});

describe('signed notes', () => {
  it('signs a checkpoint that its verifier key opens, and nothing changed', () => {
    const signer = signerFrom(generateSignerKey('hearth.test/checkpoints'));
    const verifier = verifierFrom(signer.verifierKey);
    const note = signer.sign(checkpointText({ origin: 'hearth.test/checkpoints/x', size: 3, root: rootOf([]) }));
    expect(openNote(note, verifier)).toBe(
      'hearth.test/checkpoints/x\n3\n47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=\n',
    );
    expect(openNote(note.replace('\n3\n', '\n4\n'), verifier)).toBeNull();
    expect(
      openNote(note, verifierFrom(signerFrom(generateSignerKey('hearth.test/checkpoints')).verifierKey)),
    ).toBeNull();
    expect(() => signerFrom('PRIVATE+KEY+x+00000000+AQ==')).toThrow(/not an Ed25519 signer key/);
  });
});
