import { describe, it } from 'vitest';
import { memberDecider } from '../../src/members/decide';
import { deciderSpec } from '../support/decider';

const spec = deciderSpec(memberDecider);
const memberId = '11111111-1111-4111-8111-111111111111';
const agencyId = '22222222-2222-4222-8222-222222222222';
const registered = { type: 'AdminRegistered' as const, data: { memberId, agencyId } };

describe('member decider', () => {
  it('registers an administrator once', () => {
    spec.given([]).when({ type: 'RegisterAdmin', memberId, agencyId }).then([registered]);
    spec.given([registered]).when({ type: 'RegisterAdmin', memberId, agencyId }).thenThrows('This member already exists');
  });

  it('verifies an email once; a second verification changes nothing', () => {
    spec.given([registered]).when({ type: 'VerifyEmail', memberId }).then([{ type: 'EmailVerified', data: { memberId, agencyId } }]);
    spec.given([registered, { type: 'EmailVerified', data: { memberId, agencyId } }]).when({ type: 'VerifyEmail', memberId }).then([]);
  });

  it('records a password change for an existing member only', () => {
    spec.given([registered]).when({ type: 'ChangePassword', memberId, reason: 'reset' }).then([
      { type: 'PasswordChanged', data: { memberId, agencyId, reason: 'reset' } },
    ]);
    spec.given([]).when({ type: 'ChangePassword', memberId, reason: 'reset' }).thenThrows('Member not found');
  });
});
