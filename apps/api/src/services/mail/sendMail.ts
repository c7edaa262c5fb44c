import nodemailer from 'nodemailer';
import type { ApiConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';

/** Where e-mail goes: the sandbox mailbox in sandbox mode, and the SMTP server when one is set. */
export type MailSettings = Pick<ApiConfig, 'sandbox' | 'smtpUrl' | 'mailFrom'>;

/** A file attached to an e-mail. */
export type MailAttachment = { filename: string; contentType: string; content: Buffer };

/** An e-mail to send. */
export type Mail = { to: readonly string[]; subject: string; text: string; attachments: MailAttachment[] };

/**
 * Sends `mail` to each of its recipients: through SMTP when `EARSHOT_SMTP_URL` is set (one message
 * addressed to all), and into the sandbox mailbox (one message per recipient) in sandbox mode. Throws
 * when there is nowhere to send it, or when the SMTP server refuses it; nothing is kept then.
 */
export async function sendMail(db: Database, settings: MailSettings, mail: Mail, now: Date): Promise<void> {
  if (!settings.smtpUrl && !settings.sandbox) {
    throw new Error('No mail transport: set EARSHOT_SMTP_URL to send e-mail');
  }
  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport(settings.smtpUrl);
    try {
      await transport.sendMail({
        from: settings.mailFrom,
        to: [...mail.to],
        subject: mail.subject,
        text: mail.text,
        attachments: mail.attachments.map((file) => ({ ...file })),
      });
    } finally {
      transport.close();
    }
  }
  if (!settings.sandbox) return;
  const attachments = JSON.stringify(
    mail.attachments.map((file) => ({
      filename: file.filename,
      content_type: file.contentType,
      content_base64: file.content.toString('base64'),
    })),
  );
  for (const recipient of mail.to) {
    await db.query(
      'INSERT INTO sandbox_mailbox (email, subject, attachments, created_at) VALUES ($1, $2, $3::jsonb, $4)',
      [recipient.toLowerCase(), mail.subject, attachments, now],
    );
  }
}
