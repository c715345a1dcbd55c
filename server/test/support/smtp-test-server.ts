import { createServer } from 'node:net';

import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One mail as it arrived: the envelope and the parsed message. */
export interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly parsed: ParsedMail;
}

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps what it receives, parsed by `mailparser`:
 * the mailer under test speaks real SMTP to it. No TLS (STARTTLS is not offered), any login accepted.
 */
export class SmtpTestServer {
  readonly received: ReceivedMail[] = [];
  private readonly waiters: (() => void)[] = [];

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  /** Starts on `port` (default: a free one). */
  static async start(port = 0): Promise<SmtpTestServer> {
    const holder: { self?: SmtpTestServer } = {};
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            holder.self?.received.push({
              from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              parsed,
            });
            holder.self?.notify();
            callback();
          })
          .catch((error: unknown) => callback(error as Error));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    const address = server.server.address();
    holder.self = new SmtpTestServer(server, typeof address === 'object' && address !== null ? address.port : port);
    return holder.self;
  }

  /** `smtp://127.0.0.1:<port>`. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The mails received for an address, oldest first. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.includes(address));
  }

  /** Resolves once `count` mails have arrived in all (rejects after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) {
        throw new Error(`expected ${count} mails, got ${this.received.length}`);
      }
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private notify(): void {
    for (const waiter of this.waiters.splice(0)) {
      waiter();
    }
  }
}

/** A local port nothing listens on (taken and released at once). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address !== null ? address.port : 1;
}
