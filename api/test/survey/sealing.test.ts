import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecrets } from '../../src/platform/secrets';
import { sealAnswers, sealComment, unsealAnswers, unsealComment } from '../../src/survey/sealing';

describe('sealing answers', () => {
  const secrets = createSecrets(randomBytes(32));

  it('gives every sealed answer set the same size, whatever the comment', () => {
    const short = sealAnswers(secrets, { scaled: { q1_drained: 3 }, freeText: null });
    const long = sealAnswers(secrets, { scaled: { q1_drained: 3 }, freeText: 'A long week. '.repeat(200) });
    expect(short.length).toBe(long.length);
    expect(unsealAnswers(secrets, long).freeText).toBe('A long week. '.repeat(200));
  });

  it('pads comments to 512-byte buckets and reads them back exactly', () => {
    expect(sealComment(secrets, 'ok').length).toBe(sealComment(secrets, 'x'.repeat(400)).length);
    expect(sealComment(secrets, 'ok').length).toBeLessThan(sealComment(secrets, 'x'.repeat(600)).length);
    for (const comment of ['ok', '"quoted"', 'x'.repeat(510), '  spaced  ']) expect(unsealComment(secrets, sealComment(secrets, comment))).toBe(comment);
  });

  it('still reads a comment logged before padding existed', () => {
    expect(unsealComment(secrets, secrets.encrypt('Short staffed again.'))).toBe('Short staffed again.');
  });
});
