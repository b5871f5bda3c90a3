// A real SMTP server on 127.0.0.1 for the browser suite (started by playwright.config.ts): Fokus's
// mail queue delivers to it over SMTP_URL, and a test reads the received messages from its small HTTP
// side, `GET /messages`, as the delegate would read their inbox.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { MAILBOX_PORT, SMTP_PORT, type ReceivedMail } from './mail';

const received: ReceivedMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});
smtp.listen(SMTP_PORT, '127.0.0.1');

const mailbox = createServer((request, response) => {
  if (request.url !== '/messages') {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
});
mailbox.listen(MAILBOX_PORT, '127.0.0.1');

const stop = () => {
  mailbox.close();
  smtp.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
