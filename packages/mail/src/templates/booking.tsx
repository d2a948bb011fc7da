/* @jsxRuntime automatic */
// The server runs on tsx, which compiles with its own tsconfig only: this pragma keeps the automatic JSX runtime.
import { Img, Section } from '@react-email/components';
import { CANCELLATION_POLICY_TEXT, formatBookingEnd, formatDateMx, formatMXN, formatTimeMx } from '@rentas/domain';
import type { BookingFacts, MailData } from '../types';
import { MailLayout, Paragraph } from './layout';
import { ActionButton, Facts } from './parts';

/** "Hola Ana:" or "Hola:" */
function greeting(firstName: string | null): string {
  return `Hola${firstName ? ` ${firstName}` : ''}:`;
}

/** The day with a capital letter, e.g. "Sábado, 28 de noviembre de 2026". */
export function dayOf(booking: BookingFacts): string {
  const day = formatDateMx(booking.startAt);
  return day.charAt(0).toUpperCase() + day.slice(1);
}

/** '18:00 – 20:00', kept on one line (no-break spaces). */
export function timeRangeOf(booking: BookingFacts): string {
  return `${formatTimeMx(booking.startAt)}\u00a0–\u00a0${formatTimeMx(booking.endAt)}`;
}

function bookingRows(booking: BookingFacts): [string, string][] {
  return [
    ['Espacio', booking.venueName],
    ['Fecha', dayOf(booking)],
    ['Horario', `${timeRangeOf(booking)} (hora de la Ciudad de México)`],
    ['Dirección', booking.address],
    ['Personas', String(booking.guestCount)],
    ['Código', booking.code],
  ];
}

/** The booking's check-in QR, attached inline as cid:qr (renderMail adds the image). */
function BookingQr({ code }: { code: string }) {
  return (
    <Section style={{ textAlign: 'center', margin: '0 0 16px' }}>
      <Img src="cid:qr" width="200" height="200" alt={`Código QR de la reserva ${code}`} style={{ margin: '0 auto' }} />
    </Section>
  );
}

const PAYMENT_TEXT = { venue: 'Pagas en el lugar', paypal: 'Pagado con PayPal' } as const;

/** Guest: the booking is confirmed, with the QR inline (cid:qr) and an .ics attached. */
export function BookingConfirmedMail(props: Extract<MailData, { kind: 'booking-confirmed' }>) {
  const { booking } = props;
  return (
    <MailLayout
      preview={`${booking.venueName}, ${dayOf(booking)} a las ${formatTimeMx(booking.startAt)}`}
      heading={props.rescheduled ? 'Tu reserva cambió de fecha' : 'Tu reserva está confirmada'}
    >
      <Paragraph>{greeting(props.firstName)}</Paragraph>
      <Paragraph>
        {props.rescheduled
          ? `Tu reserva en ${booking.venueName} ahora es el ${formatDateMx(booking.startAt)}, ${timeRangeOf(booking)}. El código QR y el archivo de calendario son los de la nueva fecha.`
          : `Listo: reservaste ${booking.venueName}. Guarda este correo; en el lugar te pedirán el código QR.`}
      </Paragraph>
      <Facts
        rows={[
          ...bookingRows(booking),
          ['Total', `${formatMXN(booking.totalCentavos)} MXN · ${PAYMENT_TEXT[booking.paymentMethod]}`],
        ]}
      />
      <BookingQr code={booking.code} />
      <Paragraph>{formatBookingEnd(booking.endAt)}. Adjuntamos la reserva para tu calendario (archivo .ics).</Paragraph>
      <ActionButton href={props.bookingsUrl}>Ver mis reservas</ActionButton>
      <Paragraph>
        Política de cancelación: {CANCELLATION_POLICY_TEXT[booking.cancellationPolicy].label}.{' '}
        {CANCELLATION_POLICY_TEXT[booking.cancellationPolicy].summary} Puedes cancelar o cambiar la fecha desde Mis
        Reservas.
      </Paragraph>
    </MailLayout>
  );
}

/** Owner: a new booking at one of their venues. */
export function BookingReceivedMail(props: Extract<MailData, { kind: 'booking-received' }>) {
  const { booking } = props;
  return (
    <MailLayout
      preview={`${props.guestName} reservó ${booking.venueName}`}
      heading={props.rescheduled ? `Reserva movida en ${booking.venueName}` : `Nueva reserva en ${booking.venueName}`}
    >
      <Paragraph>{greeting(props.firstName)}</Paragraph>
      <Paragraph>
        {props.rescheduled
          ? `${props.guestName} cambió la fecha de su reserva.`
          : `${props.guestName} reservó tu espacio.`}
      </Paragraph>
      <Facts
        rows={[
          ...bookingRows(booking),
          ['Invitado', props.guestName],
          [
            'Para ti',
            `${formatMXN(props.subtotalCentavos)} MXN (el invitado paga ${formatMXN(booking.totalCentavos)} MXN)`,
          ],
          ['Pago', PAYMENT_TEXT[booking.paymentMethod]],
          ...(props.specialRequests ? ([['Solicitudes especiales', props.specialRequests]] as [string, string][]) : []),
        ]}
      />
      <ActionButton href={props.ownerBookingsUrl}>Ver reservas de mis espacios</ActionButton>
    </MailLayout>
  );
}

const CANCELLED_BY = {
  guest: 'el invitado la canceló',
  owner: 'el anfitrión la canceló',
  admin: 'la canceló el equipo de Rentas por Hora',
  declined: 'el anfitrión no pudo aceptar la solicitud',
  expired: 'la solicitud venció sin respuesta del anfitrión',
} as const;

/** "$550.00 MXN (50 %)" or "$550.00 MXN". */
function refundText(centavos: number, percent: number | null | undefined): string {
  return `${formatMXN(centavos)} MXN${percent !== null && percent !== undefined ? ` (${percent}\u00a0%)` : ''}`;
}

/** Guest or owner: a booking was cancelled, with the refund when there is one. */
export function BookingCancelledMail(props: Extract<MailData, { kind: 'booking-cancelled' }>) {
  const { booking } = props;
  const you = props.recipient === props.cancelledBy;
  return (
    <MailLayout preview={`Reserva ${booking.code} cancelada`} heading="Reserva cancelada">
      <Paragraph>{greeting(props.firstName)}</Paragraph>
      <Paragraph>
        {you
          ? `Cancelaste la reserva de ${booking.venueName}.`
          : `La reserva de ${booking.venueName} se canceló: ${CANCELLED_BY[props.cancelledBy]}.`}
      </Paragraph>
      <Facts rows={bookingRows(booking)} />
      {props.refundCentavos !== null && (
        <Paragraph>
          {props.recipient === 'guest'
            ? props.refundCentavos > 0
              ? `Te reembolsamos ${refundText(props.refundCentavos, props.refundPercent)} a tu cuenta de PayPal; puede tardar unos días en verse.`
              : 'Según la política de cancelación de la reserva, esta cancelación no tiene reembolso.'
            : props.refundCentavos > 0
              ? `Reembolsamos ${refundText(props.refundCentavos, props.refundPercent)} al invitado por PayPal.`
              : 'Según la política de cancelación, el invitado no recibió reembolso.'}
        </Paragraph>
      )}
      {props.refundCentavos === null && props.recipient === 'guest' && (
        <Paragraph>No se hizo ningún cobro en línea por esta reserva.</Paragraph>
      )}
      <Paragraph>El horario quedó libre de nuevo.</Paragraph>
      <ActionButton href={props.linkUrl}>
        {props.recipient === 'guest' ? 'Buscar otro espacio' : 'Ver reservas de mis espacios'}
      </ActionButton>
    </MailLayout>
  );
}

/** Guest, 24 h before: the booking is tomorrow. */
export function BookingReminderMail(props: Extract<MailData, { kind: 'booking-reminder' }>) {
  const { booking } = props;
  return (
    <MailLayout
      preview={`Mañana: ${booking.venueName} a las ${formatTimeMx(booking.startAt)}`}
      heading="Tu reserva es mañana"
    >
      <Paragraph>{greeting(props.firstName)}</Paragraph>
      <Paragraph>
        Te esperan en {booking.venueName}. Lleva el código QR de tu reserva para registrar tu llegada.
      </Paragraph>
      <Facts rows={bookingRows(booking)} />
      <BookingQr code={booking.code} />
      <ActionButton href={props.bookingsUrl}>Ver mis reservas</ActionButton>
    </MailLayout>
  );
}

/** Guest, after the booking ended: "¿cómo te fue?". */
export function ReviewRequestMail(props: Extract<MailData, { kind: 'review-request' }>) {
  const { booking } = props;
  return (
    <MailLayout preview={`Cuéntanos qué tal ${booking.venueName}`} heading="¿Cómo te fue?">
      <Paragraph>{greeting(props.firstName)}</Paragraph>
      <Paragraph>
        Esperamos que todo haya salido bien en {booking.venueName} el {formatDateMx(booking.startAt)}. Tu reseña ayuda a
        otros invitados a elegir y al anfitrión a mejorar.
      </Paragraph>
      <ActionButton href={props.reviewUrl}>Escribir una reseña</ActionButton>
    </MailLayout>
  );
}

/** The person who asked to become an owner: the admin's decision. */
export function OwnerApplicationDecidedMail(props: Extract<MailData, { kind: 'owner-application-decided' }>) {
  return (
    <MailLayout
      preview={props.approved ? 'Ya puedes publicar tus espacios' : 'Sobre tu solicitud de propietario'}
      heading={props.approved ? 'Tu solicitud fue aprobada' : 'Tu solicitud no fue aprobada'}
    >
      <Paragraph>{greeting(props.firstName)}</Paragraph>
      <Paragraph>
        {props.approved
          ? 'Ya eres propietario en Rentas por Hora: publica tu primer espacio y empieza a recibir reservas.'
          : 'Revisamos tu solicitud para ser propietario y por ahora no fue aprobada. Puedes seguir reservando espacios como invitado.'}
      </Paragraph>
      <ActionButton href={props.linkUrl}>
        {props.approved ? 'Ir a mi panel de propietario' : 'Explorar espacios'}
      </ActionButton>
    </MailLayout>
  );
}

/** Someone wrote in a thread the reader has not read (at most one a thread per 15 minutes). */
export function NewMessageMail(props: Extract<MailData, { kind: 'new-message' }>) {
  return (
    <MailLayout
      preview={`${props.senderName}: ${props.excerpt.slice(0, 80)}`}
      heading={`${props.senderName} te escribió`}
    >
      <Paragraph>{greeting(props.firstName)}</Paragraph>
      <Paragraph>Tienes un mensaje nuevo sobre {props.venueName}:</Paragraph>
      <Section style={{ borderLeft: '4px solid #be4bdb', padding: '4px 12px', margin: '0 0 16px' }}>
        <Paragraph>{props.excerpt}</Paragraph>
      </Section>
      <ActionButton href={props.threadUrl}>Responder</ActionButton>
      <Paragraph>Puedes dejar de recibir estos avisos en tu perfil, en «Correos».</Paragraph>
    </MailLayout>
  );
}

/** A request to a `request` venue (issue 16): the guest waits, the owner answers before the deadline. */
export function BookingRequestedMail(props: Extract<MailData, { kind: 'booking-requested' }>) {
  const { booking } = props;
  const deadline = `${formatDateMx(props.expiresAt)} a las ${formatTimeMx(props.expiresAt)}`;
  const guest = props.recipient === 'guest';
  return (
    <MailLayout
      preview={
        guest ? `Solicitud enviada a ${booking.venueName}` : `${props.guestName} quiere reservar ${booking.venueName}`
      }
      heading={
        guest ? `Solicitud enviada a ${booking.venueName}` : `Nueva solicitud de reserva en ${booking.venueName}`
      }
    >
      <Paragraph>{greeting(props.firstName)}</Paragraph>
      <Paragraph>
        {guest
          ? `El anfitrión tiene hasta el ${deadline} para responder. ${
              booking.paymentMethod === 'paypal'
                ? 'Autorizamos el pago con PayPal; solo se cobra si el anfitrión acepta.'
                : 'No se te cobra nada hasta que acepte.'
            }`
          : `${props.guestName} quiere reservar tu espacio. Responde antes del ${deadline}; si no respondes, la solicitud vence y el horario queda libre.`}
      </Paragraph>
      <Facts
        rows={[
          ...bookingRows(booking),
          guest
            ? ['Total', `${formatMXN(booking.totalCentavos)} MXN`]
            : ['Para ti', `${formatMXN(props.ownerShareCentavos)} MXN`],
        ]}
      />
      <ActionButton href={props.linkUrl}>{guest ? 'Ver mis reservas' : 'Responder la solicitud'}</ActionButton>
    </MailLayout>
  );
}

/** A requested move (issue 16): the owner is asked, or the guest hears the owner said no. */
export function RescheduleMail(props: Extract<MailData, { kind: 'reschedule-requested' | 'reschedule-declined' }>) {
  const { booking } = props;
  const asked = `${formatDateMx(props.newStartAt)}, ${formatTimeMx(props.newStartAt)}\u00a0–\u2060\u00a0${formatTimeMx(props.newEndAt)}`;
  const requested = props.kind === 'reschedule-requested';
  return (
    <MailLayout
      preview={requested ? `Cambio de fecha pedido en ${booking.venueName}` : `Cambio de fecha no aceptado`}
      heading={requested ? 'Te piden cambiar la fecha de una reserva' : 'El anfitrión no aceptó el cambio de fecha'}
    >
      <Paragraph>{greeting(props.firstName)}</Paragraph>
      <Paragraph>
        {requested
          ? `El invitado pide mover su reserva en ${booking.venueName} al ${asked}.`
          : `Tu reserva en ${booking.venueName} sigue el ${formatDateMx(booking.startAt)}, ${timeRangeOf(booking)}; el anfitrión no aceptó moverla al ${asked}.`}
      </Paragraph>
      <Facts rows={bookingRows(booking)} />
      <ActionButton href={props.linkUrl}>{requested ? 'Responder el cambio' : 'Ver mis reservas'}</ActionButton>
    </MailLayout>
  );
}
