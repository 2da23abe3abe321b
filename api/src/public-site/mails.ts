import { PRODUCT_NAME } from '@hearth/contracts/constants';
import { type DemoRequest, requestTypeLabel, type SupportRequest } from '@hearth/contracts/public-site';
import type { MailMessage } from '@hearth/platform/mail/port';
import { renderMail } from '../mail/render';

/**
 * Mails about contact and demo requests. The support inbox gets everything the sender wrote; the
 * sender's confirmation repeats none of it, so the forms cannot be used to send someone else a
 * message in our name (anyone can type any address).
 */

export function supportRequestNotification(
  supportEmail: string,
  inquiryId: string,
  request: SupportRequest,
): MailMessage {
  const type = requestTypeLabel(request.requestType);
  return renderMail({
    to: supportEmail,
    fromName: `${PRODUCT_NAME} contact form`,
    subject: `${type} request from ${request.name}`,
    blocks: [
      {
        kind: 'text',
        text:
          `A new ${type} request arrived through the contact form. The sender was promised a reply ` +
          'within 24 hours.',
      },
      {
        kind: 'text',
        text: `Name: ${request.name}\nEmail: ${request.email}\nRequest type: ${type}\nReference: ${inquiryId}`,
      },
      { kind: 'text', text: `Message:\n${request.message}` },
    ],
  });
}

export function supportRequestConfirmation(to: string, inquiryId: string): MailMessage {
  return renderMail({
    to,
    fromName: PRODUCT_NAME,
    subject: `We received your message to ${PRODUCT_NAME}`,
    blocks: [
      {
        kind: 'text',
        text:
          `Thank you for contacting ${PRODUCT_NAME}. We have received your message and will reply ` +
          'to this address within 24 hours.',
      },
      { kind: 'text', text: `Your reference is ${inquiryId}. If you did not write to us, you can ignore this email.` },
    ],
  });
}

export function demoRequestNotification(supportEmail: string, inquiryId: string, request: DemoRequest): MailMessage {
  return renderMail({
    to: supportEmail,
    fromName: `${PRODUCT_NAME} demo form`,
    subject: `Demo request from ${request.agencyName}`,
    blocks: [
      {
        kind: 'text',
        text: 'A new demo request arrived. The sender was promised contact within 24 hours to schedule the demo.',
      },
      {
        kind: 'text',
        text:
          `Name: ${request.firstName} ${request.lastName}\nWork email: ${request.email}\nAgency: ` +
          `${request.agencyName}\nReference: ${inquiryId}`,
      },
      { kind: 'text', text: `Additional information:\n${request.message ?? '(none given)'}` },
    ],
  });
}

export function demoRequestConfirmation(to: string, inquiryId: string, appOrigin: string): MailMessage {
  return renderMail({
    to,
    fromName: PRODUCT_NAME,
    subject: `Your ${PRODUCT_NAME} demo request`,
    blocks: [
      {
        kind: 'text',
        text:
          `Thank you for your interest in ${PRODUCT_NAME}. We'll be in touch within 24 hours to ` +
          'schedule your demo.',
      },
      {
        kind: 'text',
        text:
          `In the meantime, the guides at ${appOrigin}/tutorials show how the weekly check-in, the ` +
          'dashboard and the anonymity safeguards work.',
      },
      {
        kind: 'text',
        text: `Your reference is ${inquiryId}. If you did not ask for a demo, you can ignore this email.`,
      },
    ],
  });
}
