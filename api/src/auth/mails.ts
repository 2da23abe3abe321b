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

/** To the owner of an account under attack: a link that lets a new browser sign in (auth/browser-trust.ts). */
export function browserLinkMail(to: string, url: string): MailMessage {
  return renderMail({
    to,
    fromName: PRODUCT_NAME,
    subject: `Someone is trying to sign in to your ${PRODUCT_NAME} account`,
    blocks: [
      {
        kind: 'text',
        text:
          'Someone has entered many wrong passwords for your account, so browsers you have not signed in with ' +
          'before can no longer sign in with the password alone. Browsers you have signed in with still can.',
      },
      {
        kind: 'text',
        text:
          'To sign in from a new browser, open this link in that browser; then sign in with your password and ' +
          'the emailed code as usual. The link works once and expires in 30 minutes.',
      },
      { kind: 'button', label: 'Sign in from this browser', url },
      {
        kind: 'text',
        text:
          'If this was not you, nothing else is needed: nobody can sign in without your password and the code ' +
          'we email you. If you think someone knows your password, reset it from the login page.',
      },
    ],
  });
}

/** To the owner of an address someone used to sign up again (auth/registration.ts). */
export function accountExistsMail(to: string, appOrigin: string): MailMessage {
  return renderMail({
    to,
    fromName: PRODUCT_NAME,
    subject: `Your ${PRODUCT_NAME} account`,
    blocks: [
      {
        kind: 'text',
        text:
          `Someone, perhaps you, tried to create a ${PRODUCT_NAME} account with this email address. It already ` +
          'has an account, so nothing was changed.',
      },
      { kind: 'button', label: 'Log in', url: `${appOrigin}/auth` },
      {
        kind: 'text',
        text:
          `Forgotten your password? Reset it at ${appOrigin}/forgot-password. If it was not you, you can ignore ` +
          'this email.',
      },
    ],
  });
}
