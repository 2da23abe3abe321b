import { randomUUID } from 'node:crypto';
import type { DemoRequest, SupportRequest } from '@hearth/contracts/public-site';
import { publicInquiryStream } from '@hearth/contracts/streams';
import { runCommand } from '@hearth/platform/commands';
import type { Deps } from '@hearth/platform/deps';
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
  const { inquiryId, confirm } = await recordInquiry(deps, row, (id) => ({
    type: 'ReceiveSupportRequest',
    inquiryId: id,
    requestType: request.requestType,
  }));
  await sendAll(deps, inquiryId, [
    supportRequestNotification(deps.config.SUPPORT_EMAIL, inquiryId, request),
    ...(confirm ? [supportRequestConfirmation(request.email, inquiryId)] : []),
  ]);
  return inquiryId;
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
  const { inquiryId, confirm } = await recordInquiry(deps, row, (id) => ({ type: 'RequestDemo', inquiryId: id }));
  await sendAll(deps, inquiryId, [
    demoRequestNotification(deps.config.SUPPORT_EMAIL, inquiryId, request),
    ...(confirm ? [demoRequestConfirmation(request.email, inquiryId, deps.config.appOrigin)] : []),
  ]);
  return inquiryId;
}

/**
 * The request's content goes to `public_inquiries`, its fact to the log (ids only). If the append
 * fails the row is removed again, so a request is either fully recorded or not at all.
 */
async function recordInquiry(
  deps: Deps,
  row: InquiryRow,
  command: (inquiryId: string) => InquiryCommand,
): Promise<{ inquiryId: string; confirm: boolean }> {
  const now = deps.clock.now();
  const confirm = await countHit(deps.sql, PER_ADDRESS_HOURLY, row.email, now);
  const inquiryId = randomUUID();
  await runCommand(deps, {
    stream: publicInquiryStream(inquiryId),
    decider: inquiryDecider,
    command: command(inquiryId),
    actorId: null,
    // No screen reads inquiries back: the answer need not wait for the read models.
    readModels: 'skip',
    async prepare() {
      await deps.sql`
        insert into public_inquiries (inquiry_id, kind, name, email, request_type, agency_name, message, received_at)
        values (${inquiryId}, ${row.kind}, ${row.name}, ${row.email}, ${row.requestType}, ${row.agencyName},
                ${row.message}, ${now})`;
      return () => deps.sql`delete from public_inquiries where inquiry_id = ${inquiryId}`;
    },
  });
  deps.log.info({ audit: `${row.kind}_request_received`, inquiryId, at: now.toISOString() }, 'public inquiry received');
  return { inquiryId, confirm };
}

/**
 * The request is already recorded, so a mail that fails does not fail the request (the sender
 * would only send it again); the failure is logged with the reference so the team can follow up.
 */
async function sendAll(deps: Deps, inquiryId: string, mails: MailMessage[]): Promise<void> {
  for (const mail of mails) {
    try {
      await deps.mailer.send(mail);
    } catch (error) {
      deps.log.error({ err: error, inquiryId, subject: mail.subject }, 'inquiry mail could not be sent');
    }
  }
}
