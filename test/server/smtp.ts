import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  /** Each header's raw value by lower-case name (the last one when repeated), unfolded. */
  headers: Record<string, string>;
}

/** A real SMTP server in the test process; `refuseNext(n)` makes it refuse the next n messages. */
export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  refuseNext: (count: number) => void;
  /** Resolves once at least `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  close: () => Promise<void>;
}

function addressText(parsed: ParsedMail['to'] | ParsedMail['from']): string {
  if (!parsed) return '';
  return (Array.isArray(parsed) ? parsed : [parsed]).map((address) => address.text).join(', ');
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          if (refusals > 0) {
            refusals -= 1;
            const refusal = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
            callback(refusal);
            return;
          }
          received.push({
            to: addressText(parsed.to),
            from: addressText(parsed.from),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [
                key.toLowerCase(),
                line
                  .slice(line.indexOf(':') + 1)
                  .replace(/\r?\n[ \t]+/g, ' ')
                  .trim(),
              ]),
            ),
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (count) => {
      refusals = count;
    },
    waitFor: async (count, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline)
          throw new Error(`Expected ${count} messages, received ${received.length} in ${timeoutMs} ms.`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
