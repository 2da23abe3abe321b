import { z } from 'zod';
import { agencyEvents } from './agency';
import { memberEvents } from './members';
import { operationsEvents } from './operations';
import { publicInquiryEvents } from './public-site';
import { surveyRoundEvents } from './survey';

/**
 * Every event type of the log. The type string equals the key and is never renamed; a change
 * of shape ships an upcaster in `parseEvent` and a test.
 */
export const eventSchemas = {
  ...agencyEvents,
  ...memberEvents,
  ...surveyRoundEvents,
  ...publicInquiryEvents,
  ...operationsEvents,
};

type EventType = keyof typeof eventSchemas;
type EventData<T extends EventType> = z.infer<(typeof eventSchemas)[T]>;
export type DomainEvent = { [T in EventType]: { type: T; data: EventData<T> } }[EventType];

/** The events of one aggregate's stream, for a decider typed by its own union. */
type EventIn<Schemas> = Extract<DomainEvent, { type: keyof Schemas }>;

function eventIn<Schemas extends Partial<typeof eventSchemas>>(schemas: Schemas) {
  return (event: DomainEvent): event is EventIn<Schemas> => Object.hasOwn(schemas, event.type);
}

export type AgencyEvent = EventIn<typeof agencyEvents>;
export type MemberEvent = EventIn<typeof memberEvents>;
export type SurveyRoundEvent = EventIn<typeof surveyRoundEvents>;
export type PublicInquiryEvent = EventIn<typeof publicInquiryEvents>;
export const isAgencyEvent = eventIn(agencyEvents);
export const isMemberEvent = eventIn(memberEvents);
export const isSurveyRoundEvent = eventIn(surveyRoundEvents);
export const isPublicInquiryEvent = eventIn(publicInquiryEvents);

/**
 * Who made a change and when: the audit trail of every event; and, for a change made through the API,
 * the request's id (X-Request-Id), which the work the event causes names in its log lines.
 */
export const eventMetadata = z.object({
  actorId: z.string().nullable(),
  at: z.iso.datetime(),
  requestId: z.string().max(128).optional(),
});
export type EventMetadata = z.infer<typeof eventMetadata>;

function isEventType(type: string): type is EventType {
  return Object.hasOwn(eventSchemas, type);
}

/** Validates a stored event against its schema; an unknown type is returned as null. */
export function parseEvent(type: string, data: unknown): DomainEvent | null {
  if (!isEventType(type)) return null;
  const schema: z.ZodType = eventSchemas[type];
  return { type, data: schema.parse(data) } as DomainEvent;
}
