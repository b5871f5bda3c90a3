/** The browser suite's SMTP server: where Fokus sends mail, and where a test reads what arrived. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3219);
/** Its HTTP side: `GET /messages` lists the messages received so far. */
export const MAILBOX_PORT = Number(process.env.E2E_MAILBOX_PORT ?? 3220);
export const MAILBOX_URL = `http://127.0.0.1:${MAILBOX_PORT}`;

/** One received message, as the mailbox answers it. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}
