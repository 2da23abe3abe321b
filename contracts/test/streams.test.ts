import { describe, expect, it } from 'vitest';
import { agencyStream, parseStreamName, STREAM_CATEGORIES, surveyRoundStream } from '../src/streams';

describe('stream names', () => {
  it('put the category before the first dash, as EventStoreDB $ce- projections expect', () => {
    const id = '4b1c9d3e-0000-4000-8000-000000000000';
    expect(agencyStream(id)).toBe(`agency-${id}`);
    expect(parseStreamName(surveyRoundStream(id))).toEqual({ category: 'survey_round', id });
    for (const category of STREAM_CATEGORIES) expect(category).not.toContain('-');
  });
});
