import { describe, expect, it } from 'vitest';
import { parseEvent } from '../src/events';
import { demoRequest, honeypotFilled, supportRequest } from '../src/public-site';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('contact and demo request rules (docs/product-rules.md)', () => {
  const contact = {
    name: 'Maria Okafor',
    email: 'maria@sunrise.example',
    requestType: 'support',
    message: 'Our reminders did not arrive.',
  };

  it.each([
    [{ name: 'M' }, 'Name must be at least 2 characters'],
    [{ email: 'maria' }, 'Invalid email address'],
    [{ email: '' }, 'Invalid email address'],
    [{ email: undefined }, 'Invalid email address'],
    [{ requestType: '' }, 'Please select a request type'],
    [{ requestType: undefined }, 'Please select a request type'],
    [{ message: 'Too short' }, 'Message must be at least 10 characters'],
    [{ message: '   padded   ' }, 'Message must be at least 10 characters'],
  ])('contact form rejects %j', (overrides, message) => {
    expect(firstMessage(supportRequest.safeParse({ ...contact, ...overrides }))).toBe(message);
  });

  it('accepts a valid contact request and normalises the email', () => {
    expect(supportRequest.parse({ ...contact, email: ' Maria@Sunrise.example ' }).email).toBe('maria@sunrise.example');
  });

  const demo = {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@evergreen.example',
    agencyName: 'Evergreen Hospice',
  };

  it.each([
    [{ firstName: 'G' }, 'First name must be at least 2 characters'],
    [{ lastName: ' H ' }, 'Last name must be at least 2 characters'],
    [{ email: 'grace@' }, 'Invalid email address'],
    [{ email: '  ' }, 'Invalid email address'],
    [{ agencyName: 'E' }, 'Agency name must be at least 2 characters'],
  ])('demo form rejects %j', (overrides, message) => {
    expect(firstMessage(demoRequest.safeParse({ ...demo, ...overrides }))).toBe(message);
  });

  it('keeps the demo message optional', () => {
    expect(demoRequest.parse({ ...demo, message: '' }).message).toBeUndefined();
    expect(demoRequest.parse({ ...demo, message: ' 40 staff ' }).message).toBe('40 staff');
  });

  it('notices a filled honeypot whatever its type', () => {
    expect(honeypotFilled({ website: 'http://spam.example' })).toBe(true);
    expect(honeypotFilled({ website: 42 })).toBe(true);
    expect(honeypotFilled({ website: '  ' })).toBe(false);
    expect(honeypotFilled({})).toBe(false);
    expect(honeypotFilled(null)).toBe(false);
  });

  it('has inquiry events that accept ids and no personal data', () => {
    const id = '4b1c9d3e-0000-4000-8000-000000000000';
    expect(parseEvent('SupportRequestReceived', { inquiryId: id, requestType: 'feedback', email: 'x@y.z' })).toEqual({
      type: 'SupportRequestReceived',
      data: { inquiryId: id, requestType: 'feedback' },
    });
  });
});
