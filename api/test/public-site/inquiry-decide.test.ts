import { describe, it } from 'vitest';
import { inquiryDecider } from '../../src/public-site/inquiry';
import { deciderSpec } from '../support/decider';

const spec = deciderSpec(inquiryDecider);
const inquiryId = '0f8fad5b-d9cb-469f-a165-70867728950e';
const supportRequested = {
  type: 'SupportRequestReceived' as const,
  data: { inquiryId, requestType: 'feedback' as const },
};
const demoRequested = { type: 'DemoRequested' as const, data: { inquiryId } };

describe('inquiry decider', () => {
  describe('given no request', () => {
    it('records a support request with its type only', () => {
      spec
        .given([])
        .when({ type: 'ReceiveSupportRequest', inquiryId, requestType: 'feedback' })
        .then([supportRequested]);
    });

    it('records a demo request with its id only', () => {
      spec.given([]).when({ type: 'RequestDemo', inquiryId }).then([demoRequested]);
    });
  });

  describe('given a demo request received', () => {
    it('refuses to receive it again', () => {
      spec.given([demoRequested]).when({ type: 'RequestDemo', inquiryId }).thenThrows('already received');
    });
  });

  describe('given a support request received', () => {
    it('refuses to receive it again', () => {
      spec
        .given([supportRequested])
        .when({ type: 'ReceiveSupportRequest', inquiryId, requestType: 'feedback' })
        .thenThrows('already received');
    });
  });
});
