import { PRODUCT_NAME } from '@hearth/contracts/constants';
import type { MailMessage } from '@hearth/platform/mail/port';
import { renderMail } from '../mail/render';

/** Sent to the old address when an administrator changes a member's email. */
export function emailChangedMail(to: string, agencyName: string): MailMessage {
  return renderMail({
    to,
    fromName: PRODUCT_NAME,
    subject: `Your email address for ${agencyName} on ${PRODUCT_NAME} was changed`,
    blocks: [
      {
        kind: 'text',
        text:
          `An administrator of ${agencyName} changed the email address ${PRODUCT_NAME} uses for ` +
          'you. From now on we will write to the new address.',
      },
      {
        kind: 'text',
        text: 'If you did not expect this, please speak to your agency, or reply to your agency’s last check-in email.',
      },
    ],
  });
}
