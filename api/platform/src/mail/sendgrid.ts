import sgClient from '@sendgrid/client';
import sgMail from '@sendgrid/mail';
import type { Mailer } from './port';

/**
 * SendGrid delivery. `baseUrl` points the client elsewhere (tests use a local HTTP server);
 * it is set after `setApiKey`, which rebuilds the client's default request.
 */
export function createSendGridMailer(options: { apiKey: string; from: string; baseUrl?: string }): Mailer {
  sgClient.setApiKey(options.apiKey);
  if (options.baseUrl) sgClient.setDefaultRequest('baseUrl', options.baseUrl);
  sgMail.setClient(sgClient);
  return {
    async send(message) {
      await sgMail.send({
        to: message.to,
        from: { email: options.from, name: message.fromName },
        subject: message.subject,
        text: message.text,
        html: message.html,
        // Survey links carry one-time tokens: no provider rewrites them or records who clicked when.
        trackingSettings: {
          clickTracking: { enable: false, enableText: false },
          openTracking: { enable: false },
          subscriptionTracking: { enable: false },
        },
      });
    },
  };
}
