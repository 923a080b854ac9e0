// The SMTP connection behind the outbox: nodemailer over SMTP_URL (STARTTLS when the server offers it on
// smtp://, TLS from the start on smtps://). Without SMTP_URL there is none, and messages wait in the outbox.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '@server/config';
import type { MailImage } from '@server/db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  images: MailImage[];
  headers: Record<string, string>;
}

export interface MailTransport {
  send(message: OutgoingMail): Promise<void>;
  close(): void;
}

export function createMailTransport(config: Config['mail']): MailTransport | null {
  if (!config.smtpUrl) return null;
  const transporter: Transporter = nodemailer.createTransport(config.smtpUrl, {
    from: config.from,
    // A slow or silent server fails the try (the job tries again) instead of holding the runner.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send({ images, ...message }) {
      await transporter.sendMail({
        ...message,
        // Inline pictures: the HTML names each by its content id.
        attachments: images.map((image) => ({
          cid: image.cid,
          filename: image.filename,
          content: Buffer.from(image.base64, 'base64'),
          contentType: 'image/png',
          contentDisposition: 'inline' as const,
        })),
      });
    },
    close: () => transporter.close(),
  };
}
