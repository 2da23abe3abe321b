import { supportRequest } from '@hearth/contracts/public-site';
import { describe, expect, it } from 'vitest';
import { firstError, validate } from './form';

/** Forms validate with the API's own schemas, so the browser shows the server's exact words. */
describe('form validation', () => {
  it('answers the first message of each field that breaks a rule', () => {
    const result = validate(supportRequest, {
      name: 'A',
      email: 'not-an-email',
      requestType: 'support',
      message: 'short',
    });
    expect(result.data).toBeNull();
    expect(result.errors).toMatchObject({
      name: 'Name must be at least 2 characters',
      email: 'Invalid email address',
      message: 'Message must be at least 10 characters',
    });
    expect(firstError(result.errors)).toBe('Name must be at least 2 characters');
  });

  it('answers the parsed values when every rule holds', () => {
    const result = validate(supportRequest, {
      name: 'Ana Ruiz',
      email: ' Ana@Example.org ',
      requestType: 'support',
      message: 'Our reminders stopped.',
    });
    expect(result.errors).toBeNull();
    expect(result.data).toMatchObject({ email: 'ana@example.org', requestType: 'support' });
    expect(firstError(null)).toBeNull();
  });
});
