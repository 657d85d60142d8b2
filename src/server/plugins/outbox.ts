import fp from 'fastify-plugin';
import { OutboxWorker, smtpTransport, type MailTransport } from '../services/mail';
import { cloudApiSender } from '../services/whatsapp';
import '../fastifyTypes';

export interface OutboxOptions {
  /** Sends mail instead of SMTP_URL's server (tests); the worker runs whenever one is set. */
  mailTransport?: MailTransport;
}

/**
 * The outbox worker (`outboxWorker`): it sends mail through SMTP_URL (or the given transport) and
 * WhatsApp messages through the Cloud API when configured; null when neither is, and the messages
 * wait in the outbox. `mailOn` says whether mail has a transport. It starts when the server is ready and stops (finishing its batch) before it closes.
 */
export const outboxPlugin = fp<OutboxOptions>(
  async (app, { mailTransport }) => {
    const { config } = app;
    const transport = mailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined);
    // WhatsApp goes through the same outbox, when the Cloud API is configured.
    const whatsapp = config.whatsapp ? cloudApiSender(config.whatsapp) : undefined;
    const outboxWorker =
      transport || whatsapp
        ? new OutboxWorker(
            app.db,
            app.dialect,
            { mail: transport, whatsapp },
            { from: config.mailFrom, ...config.outbox },
            app.log,
          )
        : null;
    app.decorate('outboxWorker', outboxWorker);
    app.decorate('mailOn', transport !== undefined);
    if (!outboxWorker) return;
    app.addHook('onReady', async () => outboxWorker.start());
    app.addHook('preClose', async () => outboxWorker.stop());
  },
  { name: 'outbox', dependencies: ['database'] },
);
