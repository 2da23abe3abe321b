import { describe, expect, it } from 'vitest';
import { alertMail } from '../../src/notifications/mails';

describe('the daily alert mail', () => {
  const alert = { closedAt: new Date('2026-03-10T13:00:00Z'), responseCount: 6, timezone: 'America/New_York' };

  it('agrees with one answer in need of attention', () => {
    const mail = alertMail('a@example.org', 'Birch Hospice', [{ ...alert, flaggedAnswers: 1 }], 'http://h.test/d');
    expect(mail.subject).toBe('1 check-in answer at Birch Hospice needs attention');
    expect(mail.text).toContain('1 of 6 answers needs attention.');
  });

  it('and with several', () => {
    const mail = alertMail('a@example.org', 'Birch Hospice', [{ ...alert, flaggedAnswers: 3 }], 'http://h.test/d');
    expect(mail.subject).toBe('3 check-in answers at Birch Hospice need attention');
    expect(mail.text).toContain('3 of 6 answers need attention.');
  });
});
