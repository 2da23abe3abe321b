import { randomBytes } from 'node:crypto';
import { createSecrets } from '@hearth/platform/secrets';
import { describe, expect, it } from 'vitest';
import { sealAnswers, sealComment, unsealAnswers, unsealComment } from '../../src/survey/answers/sealing';

describe('sealing answers', () => {
  const secrets = createSecrets(randomBytes(32));
  const scaled = { q1_drained: 3, q2_worn_out: 10, q3_distant: 1, q4_supported: 7, q5_difference: 5 };

  it('gives every sealed answer set the same size, whatever the comment, and opens it exactly', () => {
    const comments = [
      null,
      'ok',
      'A long week. '.repeat(150),
      '\u0001'.repeat(2000),
      '看'.repeat(2000),
      '🙂'.repeat(1000),
      '\ud800'.repeat(2000),
    ];
    const sealed = comments.map((freeText) => sealAnswers(secrets, { scaled, freeText }));
    expect(new Set(sealed.map((payload) => payload.length)).size).toBe(1);
    expect(sealed[0]!.length).toBeLessThan(8000);
    for (const [index, freeText] of comments.slice(0, 6).entries())
      expect(unsealAnswers(secrets, sealed[index]!)).toEqual({ scaled, freeText });
  });

  it('refuses to seal a value outside 1–10 rather than store something else', () => {
    expect(() => sealAnswers(secrets, { scaled: { ...scaled, q3_distant: 0 }, freeText: null })).toThrow();
  });

  it('still opens an answer set sealed as JSON before this layout existed', () => {
    const legacy = secrets.encryptBytes(Buffer.from(JSON.stringify({ scaled, freeText: 'Short staffed.' })));
    expect(unsealAnswers(secrets, legacy)).toEqual({ scaled, freeText: 'Short staffed.' });
  });

  it('pads comments to 512-byte buckets and reads them back exactly', () => {
    expect(sealComment(secrets, 'ok').length).toBe(sealComment(secrets, 'x'.repeat(400)).length);
    expect(sealComment(secrets, 'ok').length).toBeLessThan(sealComment(secrets, 'x'.repeat(600)).length);
    for (const comment of ['ok', '"quoted"', 'x'.repeat(510), '  spaced  '])
      expect(unsealComment(secrets, sealComment(secrets, comment))).toBe(comment);
  });

  it('still reads a comment logged before padding existed', () => {
    expect(unsealComment(secrets, secrets.encrypt('Short staffed again.'))).toBe('Short staffed again.');
  });
});
