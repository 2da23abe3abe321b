import { describe, expect, it } from 'vitest';
import { parseEvent } from '../src/events';

const response = (answers: unknown) => ({
  roundId: '4b1c9d3e-0000-4000-8000-000000000001',
  agencyId: '4b1c9d3e-0000-4000-8000-000000000002',
  responseId: '4b1c9d3e-0000-4000-8000-000000000003',
  answers,
  freeText: null,
});

describe('a stored ResponseSubmitted event', () => {
  it('is taken with every score a whole number from 1 to 10, as stored', () => {
    const answers = { q1_drained: 1, q2_sleep: 10, q3_support: 5 };
    expect(parseEvent('ResponseSubmitted', response(answers))).toEqual({
      type: 'ResponseSubmitted',
      data: response(answers),
    });
    expect(parseEvent('ResponseSubmitted', response({}))?.data).toEqual(response({}));
    expect(parseEvent('ResponseSubmitted', response(JSON.parse('{"q1": 4}')))?.data).toEqual(response({ q1: 4 }));
  });

  it.each([
    ['a score below 1', { q1: 0 }],
    ['a score above 10', { q1: 4, q2: 11 }],
    ['a fraction', { q1: 2.5 }],
    ['a score written as text', { q1: '5' }],
    ['a missing score', { q1: null }],
    ['a list in place of the scores', [4, 5]],
    ['no scores at all', null],
    ['a date in place of the scores', new Date(0)],
    ['a key that would set the prototype', JSON.parse('{"q1": 4, "__proto__": 4}')],
  ])('is refused with %s', (_, answers) => {
    expect(() => parseEvent('ResponseSubmitted', response(answers))).toThrow(
      'Each answer must be a whole number from 1 to 10',
    );
  });
});
