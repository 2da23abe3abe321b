import { randomUUID } from 'node:crypto';
import type { DemoRequest, SupportRequest } from '@hearth/contracts/public-site';
import { publicInquiryStream } from '@hearth/contracts/streams';
import { runCommand } from '@hearth/platform/commands';
import type { Deps } from '@hearth/platform/deps';
import { MAIL_HOLD_MS, messageMail } from '@hearth/platform/mail/outbox';
import type { MailMessage } from '@hearth/platform/mail/port';
import { countHit } from '@hearth/platform/rate-limit';
import { type InquiryCommand, inquiryDecider } from './inquiry';
import {
  demoRequestConfirmation,
  demoRequestNotification,
  supportRequestConfirmation,
  supportRequestNotification,
} from './mails';

/**
 * At most this many confirmations per address and hour, so nobody can flood someone else's inbox.
 * Past it the request is still recorded and the team still told: forged requests in someone's
 * name must not stop that person from reaching support.
 */
const PER_ADDRESS_HOURLY = { name: 'inquiry-address', limit: 5, windowSeconds: 3600 };

interface InquiryRow {
  kind: 'support' | 'demo';
  name: string;
  email: string;
  requestType: string | null;
  agencyName: string | null;
  message: string | null;
}

export async function receiveSupportRequest(deps: Deps, request: SupportRequest): Promise<string> {
  const row = {
    kind: 'support' as const,
    name: request.name,
    email: request.email,
    requestType: request.requestType,
    agencyName: null,
    message: request.message,
  };
  return recordInquiry(
    deps,
    row,
    (inquiryId) => ({ type: 'ReceiveSupportRequest', inquiryId, requestType: request.requestType }),
    (inquiryId, confirm) => [
      supportRequestNotification(deps.config.SUPPORT_EMAIL, inquiryId, request),
      ...(confirm ? [supportRequestConfirmation(request.email, inquiryId)] : []),
    ],
  );
}

export async function receiveDemoRequest(deps: Deps, request: DemoRequest): Promise<string> {
  const name = `${request.firstName} ${request.lastName}`;
  const row = {
    kind: 'demo' as const,
    name,
    email: request.email,
    requestType: null,
    agencyName: request.agencyName,
    message: request.message ?? null,
  };
  return recordInquiry(
    deps,
    row,
    (inquiryId) => ({ type: 'RequestDemo', inquiryId }),
    (inquiryId, confirm) => [
      demoRequestNotification(deps.config.SUPPORT_EMAIL, inquiryId, request),
      ...(confirm ? [demoRequestConfirmation(request.email, inquiryId, deps.config.appOrigin)] : []),
    ],
  );
}

/**
 * The request's content goes to `public_inquiries` and its mails to the outbox, in one transaction;
 * its fact to the log (ids only). If the append fails both are removed again, so a request is either
 * fully recorded, mails included, or not at all. The support team's copy and the sender's
 * confirmation are tried at once; a mail that does not go is retried by the outbox, never lost.
 */
async function recordInquiry(
  deps: Deps,
  row: InquiryRow,
  command: (inquiryId: string) => InquiryCommand,
  mailsFor: (inquiryId: string, confirm: boolean) => MailMessage[],
): Promise<string> {
  const now = deps.clock.now();
  const confirm = await countHit(deps.sql, PER_ADDRESS_HOURLY, row.email, now);
  const inquiryId = randomUUID();
  const mails = mailsFor(inquiryId, confirm).map((message, index) =>
    messageMail(`inquiry:${inquiryId}:${index}`, message),
  );
  await runCommand(deps, {
    stream: publicInquiryStream(inquiryId),
    decider: inquiryDecider,
    command: command(inquiryId),
    actorId: null,
    // No screen reads inquiries back: the answer need not wait for the read models.
    readModels: 'skip',
    async prepare() {
      await deps.sql.begin(async (tx) => {
        await tx`
          insert into public_inquiries (inquiry_id, kind, name, email, request_type, agency_name, message, received_at)
          values (${inquiryId}, ${row.kind}, ${row.name}, ${row.email}, ${row.requestType}, ${row.agencyName},
                  ${row.message}, ${now})`;
        await deps.outbox.queue(tx, mails, { holdMs: MAIL_HOLD_MS });
      });
      return () =>
        deps.sql.begin(async (tx) => {
          await tx`delete from public_inquiries where inquiry_id = ${inquiryId}`;
          await deps.outbox.cancel(tx, mails);
        });
    },
  });
  deps.log.info({ audit: `${row.kind}_request_received`, inquiryId, at: now.toISOString() }, 'public inquiry received');
  await deps.outbox.deliver(mails);
  return inquiryId;
}
