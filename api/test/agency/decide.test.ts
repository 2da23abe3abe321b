import { describe, it } from 'vitest';
import { agencyDecider } from '../../src/agency/decide';
import { deciderSpec } from '../support/decider';

const spec = deciderSpec(agencyDecider);
const agencyId = '22222222-2222-4222-8222-222222222222';

describe('agency decider', () => {
  it('registers an agency once', () => {
    spec.given([]).when({ type: 'RegisterAgency', agencyId, name: 'Sunrise Hospice' }).then([
      { type: 'AgencyRegistered', data: { agencyId, name: 'Sunrise Hospice' } },
    ]);
    spec
      .given([{ type: 'AgencyRegistered', data: { agencyId, name: 'Sunrise Hospice' } }])
      .when({ type: 'RegisterAgency', agencyId, name: 'Again' })
      .thenThrows('This agency is already registered');
  });
});
