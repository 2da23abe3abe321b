import { describe, expect, it } from 'vitest';
import { lastMailTo, signedInAdmin } from '../support/accounts';
import { suiteApp } from '../support/test-app';

/**
 * Invitations do not tell who has an account (docs/security.md, "Who has an account"): inviting as
 * administrator an address that already signs in at another agency gets the same answer as any
 * invitation, and the address's owner is told by mail what happened instead.
 */
describe('an invitation to an address with an account elsewhere', () => {
  const app = suiteApp();

  it('answers as for any address, and mails the owner instead of an invitation', async () => {
    const elsewhere = await signedInAdmin(app, { agencyName: 'Elsewhere Hospice' });
    const inviter = await signedInAdmin(app, { agencyName: 'Curious Hospice' });
    const invite = (email: string, lastName: string) =>
      inviter.client.post('/api/users/invite', { firstName: 'Sam', lastName, email, role: 'admin' });
    const fresh = await invite('free.address@example.org', 'Free');
    const taken = await invite(elsewhere.email, 'Taken');
    expect(taken.status).toBe(fresh.status);
    const shape = (body: { message: string; user: object; emailSent: boolean }) => ({
      message: body.message.replace(/to \S+$/, 'to …'),
      keys: Object.keys(body).sort(),
      userKeys: Object.keys(body.user).sort(),
      emailSent: body.emailSent,
    });
    expect(shape(taken.body)).toEqual(shape(fresh.body));
    const mail = await lastMailTo(app, elsewhere.email);
    expect(mail.subject).toBe('Curious Hospice invited you to Hearth');
    expect(mail.text).toContain('It already has a Hearth account');
    expect(mail.text).not.toMatch(/\/setup\?token=/);
    expect((await lastMailTo(app, 'free.address@example.org')).text).toMatch(/\/setup\?token=/);
  });
});
