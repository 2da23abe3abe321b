import { describe, it } from 'vitest';
import { inquiryDecider } from '../../src/public-site/inquiry';
import { deciderSpec } from '../support/decider';

const spec = deciderSpec(inquiryDecider);
const inquiryId = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('inquiry decider', () => {
  it('records a support request with its type only', () => {
    spec
      .given([])
      .when({ type: 'ReceiveSupportRequest', inquiryId, requestType: 'feedback' })
      .then([{ type: 'SupportRequestReceived', data: { inquiryId, requestType: 'feedback' } }]);
  });

  it('records a demo request with its id only', () => {
    spec
      .given([])
      .when({ type: 'RequestDemo', inquiryId })
      .then([{ type: 'DemoRequested', data: { inquiryId } }]);
  });

  it('receives a request once', () => {
    spec
      .given([{ type: 'DemoRequested', data: { inquiryId } }])
      .when({ type: 'RequestDemo', inquiryId })
      .thenThrows('already received');
  });
});
