/** Delivery over SMTP with nodemailer (docs/security.md: SMTP_URL switches it on). */
import nodemailer from 'nodemailer';

/** One message as handed to a transport. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** 'Name <address>' as the outbox keeps it (formatAddress: quoted, no line breaks). */
  replyTo?: string;
}

/** Something that delivers a message, or throws. */
export interface MailTransport {
  deliver(mail: OutgoingMail): Promise<void>;
  /** Closes pooled connections. */
  close(): void;
}

/** Time limits, so a stuck mail server cannot pile up open deliveries. */
const SMTP_TIMEOUTS = {
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 60_000,
} as const;

/** A transport that sends through the SMTP server at `smtpUrl` (smtp:// or smtps://, credentials in the URL). */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async deliver(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      });
    },
    close() {
      transporter.close();
    },
  };
}
