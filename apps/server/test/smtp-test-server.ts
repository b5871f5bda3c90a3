// A real SMTP server on 127.0.0.1 for the mail tests (the `smtp-server` package): it keeps every
// message it accepts, parsed with mailparser, and can refuse the next messages with a temporary error.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[];
  parsed: ParsedMail;
}

export interface SmtpTestServer {
  /** `smtp://user:pass@127.0.0.1:<port>` */
  url: string;
  received: ReceivedMail[];
  /** Answers the next `count` messages with `451 4.3.0` (a temporary failure) after their data. */
  refuseNext(count: number): void;
  /** How many messages were refused so far. */
  refused(): number;
  /** Resolves once `count` messages were accepted (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let toRefuse = 0;
  let refusedCount = 0;
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    // No TLS certificate in the test: nodemailer would try STARTTLS if it were offered.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'fokus' && auth.password === 'secret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (toRefuse > 0) {
          toRefuse -= 1;
          refusedCount += 1;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (parsed) => {
            received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), parsed });
            callback();
            for (const wake of waiters) wake();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://fokus:secret@127.0.0.1:${port}`,
    received,
    refuseNext(count) {
      toRefuse = count;
    },
    refused: () => refusedCount,
    waitFor(count, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(received);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${received.length} of ${count} messages arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
