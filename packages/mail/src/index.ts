/**
 * E-mail for issue 15: Spanish messages rendered with React Email (HTML and a plain-text
 * part) and the SMTP transport (nodemailer). Producing a message and sending it are apart:
 * the API writes rendered messages to the outbox inside the transaction of their event, and
 * the outbox worker sends them (decision 014).
 */
import { render } from '@react-email/render';
import nodemailer from 'nodemailer';
import type { ReactElement } from 'react';
import { PasswordResetMail } from './templates/password-reset';

/** A rendered e-mail, ready for the outbox. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** An attachment: base64 content; inline (referenced as `cid:<cid>` in the HTML) when cid is set. */
export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  content: string;
  cid?: string;
}

/** An e-mail to send: one recipient, both parts, attachments. */
export interface OutgoingMail extends RenderedMail {
  to: string;
  attachments: OutgoingAttachment[];
}

/** Sends one e-mail; rejects when the server refuses it or cannot be reached. */
export type MailSender = (mail: OutgoingMail) => Promise<void>;

async function renderMail(subject: string, element: ReactElement): Promise<RenderedMail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}

/** Input: the user's first name and the reset link. Output: the password-reset e-mail. */
export function passwordResetMail(input: { firstName: string | null; resetUrl: string }): Promise<RenderedMail> {
  return renderMail('Restablece tu contraseña', PasswordResetMail(input));
}

/**
 * An SMTP sender (nodemailer) for `SMTP_URL`, e.g. smtp://user:pass@host:587 or
 * smtps://host:465, from `from` (MAIL_FROM). Output: a MailSender and a close function.
 */
export function createSmtpSender(smtpUrl: string, from: string): { send: MailSender; close: () => void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (mail) => {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
          encoding: 'base64',
          ...(attachment.cid ? { cid: attachment.cid } : {}),
        })),
      });
    },
    close: () => transport.close(),
  };
}
