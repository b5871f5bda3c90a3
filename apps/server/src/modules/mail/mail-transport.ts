// Where e-mails go (DESIGN.md "mail"): nodemailer over SMTP_URL, or, without it, the outbox: each
// message is written to the log (recipient, subject, link) and kept as an .eml file under
// DATA_DIR/outbox, so a person running Fokus on their own machine can open the link.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import type { JobLogger } from '../../shared/jobs.js';

/** One message to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The Message-ID, without angle brackets, stable across retries of one message, so a mailbox that
   * gets it twice (a retry after a lost answer) can tell it is the same message. Also names the file
   * in the outbox.
   */
  messageId: string;
  /** The link the message is about, for the outbox's log line. */
  link?: string;
}

export interface MailTransport {
  /** `smtp` when SMTP_URL is set, else `outbox`. */
  readonly kind: 'smtp' | 'outbox';
  /** Sends one message; rejects when the server refuses it or cannot be reached (the job retries). */
  send(message: MailMessage): Promise<void>;
}

/** SMTP timeouts: short enough that a try ends well inside the job's expiry. */
const SMTP_CONNECTION_TIMEOUT_MS = 15_000;
const SMTP_GREETING_TIMEOUT_MS = 15_000;
const SMTP_SOCKET_TIMEOUT_MS = 30_000;

/** MAIL_FROM when set; otherwise Fokus at the public URL's host name. */
export function mailSender(config: Pick<Config, 'mailFrom' | 'publicUrl'>): string {
  return config.mailFrom ?? `Fokus <no-reply@${new URL(config.publicUrl).hostname}>`;
}

/** Sends through the SMTP server of `smtpUrl` (`smtp://user:pass@host:587`, or `smtps://` for TLS at once). */
export function smtpMailTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_CONNECTION_TIMEOUT_MS,
    greetingTimeout: SMTP_GREETING_TIMEOUT_MS,
    socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
  });
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: `<${message.messageId}>`,
      });
    },
  };
}

/** The outbox's folder: `DATA_DIR/outbox`. */
export function outboxFolder(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/**
 * Keeps each message as `<folder>/<messageId>.eml` (a retry rewrites the same file) and logs its
 * recipient, subject and link at info level.
 */
export function outboxMailTransport(folder: string, from: string, log: JobLogger): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await composer.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: `<${message.messageId}>`,
      });
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${message.messageId.replace(/[^\w.-]/g, '_')}.eml`);
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, info.message);
      await rename(temporary, file);
      log.info(
        { to: message.to, subject: message.subject, link: message.link, file },
        'e-mail kept in the outbox (SMTP_URL is not set)',
      );
    },
  };
}

/** The transport the configuration gives: SMTP when SMTP_URL is set, else the outbox under DATA_DIR. */
export function configuredMailTransport(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'publicUrl' | 'dataDir'>,
  log: JobLogger,
): MailTransport {
  const from = mailSender(config);
  return config.smtpUrl
    ? smtpMailTransport(config.smtpUrl, from)
    : outboxMailTransport(outboxFolder(config.dataDir), from, log);
}
