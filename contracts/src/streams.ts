/**
 * Stream names are `<category>-<id>`; the category is snake_case without dashes so that
 * EventStoreDB's `$ce-<category>` projection (text before the first dash) works (docs/architecture.md).
 * Build stream names only through these helpers.
 */
export const STREAM_CATEGORIES = ['agency', 'member', 'survey_round', 'public_inquiry', 'self_check'] as const;
type StreamCategory = (typeof STREAM_CATEGORIES)[number];

function streamName(category: StreamCategory, id: string): string {
  if (id.length === 0) throw new Error(`A ${category} stream needs an id`);
  return `${category}-${id}`;
}

export const agencyStream = (agencyId: string) => streamName('agency', agencyId);
export const memberStream = (memberId: string) => streamName('member', memberId);
export const surveyRoundStream = (roundId: string) => streamName('survey_round', roundId);
export const publicInquiryStream = (inquiryId: string) => streamName('public_inquiry', inquiryId);
export const selfCheckStream = (checkId: string) => streamName('self_check', checkId);

export function parseStreamName(name: string): { category: string; id: string } {
  const dash = name.indexOf('-');
  if (dash <= 0) throw new Error(`Not a stream name: ${name}`);
  return { category: name.slice(0, dash), id: name.slice(dash + 1) };
}
