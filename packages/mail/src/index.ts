/**
 * E-mail for issue 15: Spanish messages rendered with React Email (HTML and a plain-text part)
 * and the SMTP transport (nodemailer). The API stores a MailData snapshot in the outbox inside
 * the transaction of its event; the outbox worker renders it with `renderMail` and sends it
 * (decision 014).
 */
import { render } from '@react-email/render';
import icalGenerator from 'ical-generator';
import nodemailer from 'nodemailer';
import QRCode from 'qrcode';
import { createElement, type FunctionComponent, type ReactElement } from 'react';
import {
  BookingCancelledMail,
  BookingConfirmedMail,
  BookingReceivedMail,
  BookingReminderMail,
  BookingRequestedMail,
  dayOf,
  NewMessageMail,
  OwnerApplicationDecidedMail,
  RescheduleMail,
  ReviewRequestMail,
} from './templates/booking';
import { EmailConfirmationMail } from './templates/email-confirmation';
import { PasswordResetMail } from './templates/password-reset';
import type { BookingFacts, MailData } from './types';

export type { BookingFacts, MailData, MailKind } from './types';

/** An attachment: base64 content; inline (referenced as `cid:<cid>` in the HTML) when cid is set. */
export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  content: string;
  cid?: string;
}

/** A rendered e-mail: subject, both parts and attachments. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments: OutgoingAttachment[];
}

/** An e-mail to send: one recipient. */
export interface OutgoingMail extends RenderedMail {
  to: string;
}

/** Sends one e-mail; rejects when the server refuses it or cannot be reached. */
export type MailSender = (mail: OutgoingMail) => Promise<void>;

/** The check-in QR as an inline PNG (cid:qr), 320 px. */
async function qrAttachment(checkInUrl: string): Promise<OutgoingAttachment> {
  const png = await QRCode.toBuffer(checkInUrl, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
  return { filename: 'codigo-qr.png', contentType: 'image/png', content: png.toString('base64'), cid: 'qr' };
}

/** The booking as an iCalendar event (UTC instants, issue 13), for the guest's calendar. */
function icsAttachment(booking: BookingFacts, url: string): OutgoingAttachment {
  const calendar = icalGenerator({ name: 'Rentas por Hora', prodId: '//Rentas por Hora//Reserva//ES' });
  calendar.createEvent({
    id: `${booking.bookingId}@rentas-por-hora`,
    start: new Date(booking.startAt),
    end: new Date(booking.endAt),
    summary: `Reserva en ${booking.venueName}`,
    description: `Código ${booking.code} · ${booking.guestCount} personas`,
    location: booking.address,
    url,
  });
  return {
    filename: `reserva-${booking.code}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: Buffer.from(calendar.toString()).toString('base64'),
  };
}

async function rendered(
  subject: string,
  element: ReactElement,
  attachments: OutgoingAttachment[] = [],
): Promise<RenderedMail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text, attachments };
}

function el<P extends object>(component: FunctionComponent<P>, props: P): ReactElement {
  return createElement(component, props);
}

/**
 * Renders a MailData snapshot. Output: subject, HTML, plain text (Spanish) and attachments
 * (booking-confirmed: the QR inline and an .ics; booking-reminder: the QR inline).
 */
export async function renderMail(data: MailData): Promise<RenderedMail> {
  switch (data.kind) {
    case 'password-reset':
      return rendered('Restablece tu contraseña', el(PasswordResetMail, data));
    case 'email-confirmation':
      return rendered(
        data.welcome ? 'Te damos la bienvenida a Rentas por Hora: confirma tu correo' : 'Confirma tu correo',
        el(EmailConfirmationMail, data),
      );
    case 'booking-confirmed':
      return rendered(
        `${data.rescheduled ? 'Reserva con nueva fecha' : 'Reserva confirmada'}: ${data.booking.venueName}, ${dayOf(data.booking)}`,
        el(BookingConfirmedMail, data),
        [await qrAttachment(data.checkInUrl), icsAttachment(data.booking, data.bookingsUrl)],
      );
    case 'booking-received':
      return rendered(
        `${data.rescheduled ? 'Reserva movida' : 'Nueva reserva'} en ${data.booking.venueName}`,
        el(BookingReceivedMail, data),
      );
    case 'booking-requested':
      return rendered(
        data.recipient === 'guest'
          ? `Solicitud enviada: ${data.booking.venueName}, ${dayOf(data.booking)}`
          : `Nueva solicitud de reserva en ${data.booking.venueName}`,
        el(BookingRequestedMail, data),
      );
    case 'reschedule-requested':
      return rendered(`Cambio de fecha pedido: ${data.booking.venueName}`, el(RescheduleMail, data));
    case 'reschedule-declined':
      return rendered(`Cambio de fecha no aceptado: ${data.booking.venueName}`, el(RescheduleMail, data));
    case 'booking-cancelled':
      return rendered(`Reserva cancelada: ${data.booking.venueName}`, el(BookingCancelledMail, data));
    case 'booking-reminder':
      return rendered(`Mañana: tu reserva en ${data.booking.venueName}`, el(BookingReminderMail, data), [
        await qrAttachment(data.checkInUrl),
      ]);
    case 'review-request':
      return rendered(`¿Cómo te fue en ${data.booking.venueName}?`, el(ReviewRequestMail, data));
    case 'new-message':
      return rendered(`Mensaje nuevo de ${data.senderName} sobre ${data.venueName}`, el(NewMessageMail, data));
    case 'owner-application-decided':
      return rendered(
        data.approved ? 'Tu solicitud de propietario fue aprobada' : 'Tu solicitud de propietario',
        el(OwnerApplicationDecidedMail, data),
      );
  }
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
