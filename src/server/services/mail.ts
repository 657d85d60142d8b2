import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { claimNextMail, markMailFailed, markMailSent, type OutboxRow } from '../repositories/outbox';
import type { DialectName } from '../db/kysely';
import type { Database, OutboxChannel } from '../db/types';
import { invoiceAttachment } from './invoiceDocuments';
import { parseTemplate, type WhatsAppSender } from './whatsapp';

/** A file a message carries (an invoice's PDF). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Sends one message; rejects when the server did not accept it. */
export interface MailTransport {
  send(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    headers?: Record<string, string>;
    attachments?: MailAttachment[];
  }): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer, with timeouts well inside the outbox lease. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close() {
      transporter.close();
    },
  };
}

export interface OutboxWorkerOptions {
  from: string;
  /** How often to look for due messages when not woken. */
  pollMs: number;
  /** How long a claimed message is held before another process may take it over. */
  leaseMs: number;
  /** First retry delay; doubled after each failed attempt (capped at one hour). */
  retryBaseMs: number;
  /** Attempts before a message is given up as failed. */
  maxAttempts: number;
}

const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/** The stored extra headers of a message (a JSON object of strings); nothing when unreadable. */
export function parseHeaders(text: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** The delay before attempt `attempts + 1`: base, 2×base, 4×base, … at most an hour. */
export function retryDelay(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

/**
 * How the outbox reaches people: e-mail through `mail` (SMTP), WhatsApp through `whatsapp` (the Cloud
 * API). A channel without its sender keeps its messages waiting in the outbox.
 */
export interface OutboxSenders {
  mail?: MailTransport;
  whatsapp?: WhatsAppSender;
}

/**
 * Sends the outbox in the background of the server process: claims due messages one at a time
 * (safe with several processes on one database), sends them, and marks each sent or schedules a
 * retry with exponential backoff. Requests never wait on it; `wake()` shortens the wait after a
 * request stored mail.
 */
export class OutboxWorker {
  private readonly owner = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  private readonly senders: OutboxSenders;
  private readonly channels: OutboxChannel[];

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
    senders: MailTransport | OutboxSenders,
    private readonly options: OutboxWorkerOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.senders = 'send' in senders ? { mail: senders } : senders;
    this.channels = [
      ...(this.senders.mail ? (['email'] as const) : []),
      ...(this.senders.whatsapp ? (['whatsapp'] as const) : []),
    ];
  }

  start(): void {
    this.stopped = false;
    this.wake();
  }

  /** Looks for due messages now (or right after the current pass). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.running = this.drain()
      .catch((error: unknown) => this.log.error({ err: error }, 'outbox pass failed'))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.wake();
          return;
        }
        this.timer = setTimeout(() => this.wake(), this.options.pollMs);
        this.timer.unref();
      });
  }

  /** Stops polling and waits for the message in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
    this.senders.mail?.close();
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      const message = await claimNextMail(
        this.db,
        this.dialect,
        this.owner,
        this.options.leaseMs,
        Date.now(),
        this.channels,
      );
      if (!message) return;
      await this.deliver(message);
    }
  }

  private async deliver(message: OutboxRow): Promise<void> {
    try {
      if (message.channel === 'whatsapp') {
        const template = parseTemplate(message.template);
        if (!template || !this.senders.whatsapp) throw new Error('No WhatsApp template or sender.');
        await this.senders.whatsapp.send(message.to_address, template);
      } else {
        if (!this.senders.mail) throw new Error('No mail transport.');
        await this.senders.mail.send({
          from: this.options.from,
          to: message.to_address,
          subject: message.subject,
          text: message.text_body,
          ...(message.headers ? { headers: parseHeaders(message.headers) } : {}),
          ...(message.invoice_id === null
            ? {}
            : { attachments: [await invoiceAttachment(this.db, message.invoice_id)] }),
        });
      }
      await markMailSent(this.db, message.id, this.owner);
      this.log.info({ outboxId: message.id, kind: message.kind, channel: message.channel }, 'mail sent');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = message.attempts >= this.options.maxAttempts;
      const retryAt = giveUp
        ? undefined
        : Date.now() + retryDelay(message.attempts, this.options.retryBaseMs);
      await markMailFailed(this.db, message.id, this.owner, reason, retryAt);
      this.log.warn(
        { outboxId: message.id, kind: message.kind, attempts: message.attempts, giveUp },
        'mail not sent',
      );
    }
  }
}
