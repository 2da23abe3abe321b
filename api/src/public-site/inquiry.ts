import { isPublicInquiryEvent, type PublicInquiryEvent } from '@hearth/contracts/events';
import type { RequestType } from '@hearth/contracts/public-site';
import { type Decider, unhandled } from '@hearth/platform/commands';
import { conflict } from '@hearth/platform/errors';

/**
 * A contact or demo request (stream `public_inquiry-<inquiryId>`). Its only rule: a request is
 * received once. The personal content is in `public_inquiries`, not in these events.
 */
export interface Inquiry {
  received: boolean;
}

const initialInquiry: Inquiry = { received: false };

export type InquiryCommand =
  | { type: 'ReceiveSupportRequest'; inquiryId: string; requestType: RequestType }
  | { type: 'RequestDemo'; inquiryId: string };

function evolveInquiry(_state: Inquiry, event: PublicInquiryEvent): Inquiry {
  switch (event.type) {
    case 'SupportRequestReceived':
    case 'DemoRequested':
      return { received: true };
    default:
      return unhandled(event);
  }
}

function decideInquiry(command: InquiryCommand, state: Inquiry): PublicInquiryEvent[] {
  if (state.received) throw conflict('This request was already received');
  switch (command.type) {
    case 'ReceiveSupportRequest':
      return [
        { type: 'SupportRequestReceived', data: { inquiryId: command.inquiryId, requestType: command.requestType } },
      ];
    case 'RequestDemo':
      return [{ type: 'DemoRequested', data: { inquiryId: command.inquiryId } }];
    default:
      return unhandled(command);
  }
}

export const inquiryDecider: Decider<Inquiry, InquiryCommand, PublicInquiryEvent> = {
  initialState: initialInquiry,
  evolve: evolveInquiry,
  decide: decideInquiry,
  owns: isPublicInquiryEvent,
};
