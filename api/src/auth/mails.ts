import { PRODUCT_NAME } from '@hearth/contracts/constants';
import type { MailMessage } from '@hearth/platform/mail/port';
import { renderMail } from '../mail/render';

/** The product's own account mails (agency-customisable mails live with the templates). */

export function verificationMail(to: string, firstName: string, url: string): MailMessage {
  return renderMail({
    to,
    fromName: PRODUCT_NAME,
    subject: `Verify your email for ${PRODUCT_NAME}`,
    blocks: [
      { kind: 'text', text: `Hi ${firstName},` },
      {
        kind: 'text',
        text: `Thank you for setting up ${PRODUCT_NAME} for your agency. Please confirm this is your email address.`,
      },
      { kind: 'button', label: 'Verify Email', url },
      {
        kind: 'text',
        text:
          'The link works once and expires in 24 hours. If you did not sign up for ' +
          `${PRODUCT_NAME}, you can ignore this email.`,
      },
    ],
  });
}

export function signInCodeMail(to: string, code: string): MailMessage {
  return renderMail({
    to,
    fromName: PRODUCT_NAME,
    subject: `Your ${PRODUCT_NAME} sign-in code`,
    blocks: [
      { kind: 'text', text: 'Enter this code to finish signing in. It expires in 10 minutes.' },
      { kind: 'code', code },
      {
        kind: 'text',
        text: 'If you did not try to sign in, someone may know your password: reset it from the login page.',
      },
    ],
  });
}

export function passwordResetMail(to: string, url: string): MailMessage {
  return renderMail({
    to,
    fromName: PRODUCT_NAME,
    subject: `Reset your ${PRODUCT_NAME} password`,
    blocks: [
      { kind: 'text', text: 'We received a request to reset the password of your account.' },
      { kind: 'button', label: 'Reset Password', url },
      {
        kind: 'text',
        text:
          'The link works once and expires in 1 hour. If you did not ask for this, you can ignore this email: ' +
          'your password stays the same.',
      },
    ],
  });
}
