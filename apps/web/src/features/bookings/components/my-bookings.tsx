/**
 * /my-bookings (SPEC.md §2): the guest's bookings, upcoming first. Confirmed ones open
 * their QR and go to the calendar (.ics); pending and confirmed ones can be cancelled until
 * they start (the refund follows the booking's policy) and moved until the policy's
 * full-refund deadline (issue 16); completed ones can be reviewed once.
 */
import { Alert, Button, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { BookingDto } from '@rentas/api';
import { formatBookingEnd, formatDateMx, formatMXN, formatPlace, formatTimeMx } from '@rentas/domain';
import {
  IconAlertCircle,
  IconCalendarEvent,
  IconCalendarOff,
  IconCalendarPlus,
  IconCircleCheck,
  IconClock,
  IconMapPin,
  IconQrcode,
  IconStar,
  IconUsers,
  IconX,
} from '@tabler/icons-react';
import { useId, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { StatusBadge } from '../../../components/status-badge';
import { VenueImage } from '../../../components/venue-image';
import { capitalize, centavosOf, formatTimeRange } from '../../../lib/format';
import { ButtonLink } from '../../../lib/links';
import { BookingThreadButton } from '../../messages/components/booking-thread-button';
import { useMyBookings } from '../api/use-bookings';
import { cancellability, canReschedule, sortForList } from '../booking-stats';
import { CancelBookingModal } from './cancel-booking-modal';
import classes from './my-bookings.module.css';
import { QrModal } from './qr-modal';
import { RescheduleModal } from './reschedule-modal';
import { ReschedulePaypalReturn, type RescheduleReturn } from './reschedule-return';
import { ReviewModal } from './review-modal';

interface CardActions {
  onShowQr: (booking: BookingDto) => void;
  onCancel: (booking: BookingDto) => void;
  onReview: (booking: BookingDto) => void;
  onReschedule: (booking: BookingDto) => void;
}

/** Why a booking was cancelled, as the guest reads it (issue 16). */
const CANCEL_REASON_TEXT: Record<NonNullable<BookingDto['cancelReason']>, string> = {
  guest: 'Cancelaste esta reserva.',
  owner: 'El anfitrión canceló esta reserva.',
  admin: 'Rentas por Hora canceló esta reserva.',
  declined: 'El anfitrión rechazó la solicitud.',
  expired: 'La solicitud venció sin respuesta.',
  payment: 'El pago no se completó.',
};

function BookingActions({
  booking,
  onShowQr,
  onCancel,
  onReview,
  onReschedule,
}: { booking: BookingDto } & CardActions) {
  const canCancel = cancellability(booking);
  return (
    <Stack gap={6} align="stretch" style={{ flex: '1 1 16rem' }}>
      <div className={classes.actions}>
        <ButtonLink to="/venue/$venueId" params={{ venueId: booking.venueId }} variant="default" size="sm">
          Ver espacio
        </ButtonLink>
        {booking.status === 'confirmed' && (
          <>
            <Button
              component="a"
              href={`/api/bookings/${booking.id}/ics`}
              download
              variant="default"
              size="sm"
              leftSection={<IconCalendarPlus size={16} aria-hidden />}
            >
              Agregar al calendario
            </Button>
            <Button size="sm" leftSection={<IconQrcode size={16} aria-hidden />} onClick={() => onShowQr(booking)}>
              Ver QR
            </Button>
          </>
        )}
        {canReschedule(booking) && (
          <Button
            size="sm"
            variant="default"
            leftSection={<IconCalendarEvent size={16} aria-hidden />}
            onClick={() => onReschedule(booking)}
          >
            Cambiar fecha
          </Button>
        )}
        {canCancel !== 'no' && (
          <Button
            size="sm"
            variant="light"
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => onCancel(booking)}
          >
            Cancelar reserva
          </Button>
        )}
        {booking.status === 'completed' && !booking.reviewed && (
          <Button
            size="sm"
            variant="light"
            leftSection={<IconStar size={16} aria-hidden />}
            onClick={() => onReview(booking)}
          >
            Dejar reseña
          </Button>
        )}
      </div>
      {booking.awaitingApproval && booking.requestExpiresAt && (
        <Text fz="xs" c="dimmed" ta="right" maw={420} ml="auto">
          Esperando respuesta del anfitrión (hasta el {formatDateMx(booking.requestExpiresAt)},{' '}
          {formatTimeMx(booking.requestExpiresAt)}). No se te cobra hasta que acepte.
        </Text>
      )}
      {booking.pendingReschedule && (
        <Text fz="xs" c="dimmed" ta="right" maw={420} ml="auto" data-testid="pending-reschedule">
          Pediste cambiarla al {formatDateMx(booking.pendingReschedule.startDate)},{' '}
          {formatTimeRange(booking.pendingReschedule.startDate, booking.pendingReschedule.endDate)}. Esperando respuesta
          del anfitrión; mientras tanto conservas tu horario actual.
        </Text>
      )}
      {booking.status === 'cancelled' && (booking.cancelReason || booking.refundAmount) && (
        <Text fz="xs" c="dimmed" ta="right" maw={420} ml="auto">
          {CANCEL_REASON_TEXT[booking.cancelReason ?? 'guest']}
          {booking.refundAmount !== null &&
            ` Reembolso: ${formatMXN(centavosOf(booking.refundAmount))}${booking.refundPercent !== null ? `\u00a0(${booking.refundPercent}\u00a0%)` : ''}.`}
        </Text>
      )}
      {booking.status === 'completed' && booking.reviewed && (
        <Group gap={4} c="teal" wrap="nowrap" justify="flex-end">
          <IconCircleCheck size={16} aria-hidden />
          <Text fz="sm" fw={600}>
            Ya dejaste tu reseña
          </Text>
        </Group>
      )}
    </Stack>
  );
}

function BookingCard({ booking, ...actions }: { booking: BookingDto } & CardActions) {
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={`Reserva ${booking.code}`}>
      <Grid gap="md" align="center">
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <VenueImage src={booking.venueImage} alt={booking.venueName} h={120} radius="md" fit="cover" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 9 }}>
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" gap="xs">
              <Title order={3} fz="lg">
                {booking.venueName}
              </Title>
              <StatusBadge status={booking.status} />
            </Group>
            <Group gap="md" c="dimmed">
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={15} aria-hidden />
                <Text fz="sm">{formatPlace(booking.venueNeighborhood, booking.venueCity)}</Text>
              </Group>
              <Group gap={4} wrap="nowrap">
                <IconUsers size={15} aria-hidden />
                <Text fz="sm">
                  {booking.guestCount} {booking.guestCount === 1 ? 'persona' : 'personas'}
                </Text>
              </Group>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconClock size={15} aria-hidden />
              <Text fz="sm">
                {capitalize(formatDateMx(booking.startDate))} · {formatTimeRange(booking.startDate, booking.endDate)}
                <Text span fz="xs" c="dimmed" display="block">
                  {formatBookingEnd(booking.endDate)}
                </Text>
              </Text>
            </Group>
            {booking.specialRequests && (
              <Text fz="sm" c="dimmed" lineClamp={3}>
                Solicitudes especiales: {booking.specialRequests}
              </Text>
            )}
            <BookingThreadButton bookingId={booking.id} label="Escribir al anfitrión" />
            <Group justify="space-between" align="flex-end" gap="sm" mt={4}>
              <Stack gap={0}>
                <Text fz="lg" fw={800}>
                  {formatMXN(centavosOf(booking.totalAmount))}
                </Text>
                <Text fz="xs" c="dimmed" ff="monospace">
                  Código: {booking.code}
                </Text>
                {booking.paymentMethod === 'paypal' && (
                  <Text fz="xs" c="dimmed">
                    Pago con PayPal
                  </Text>
                )}
              </Stack>
              <BookingActions booking={booking} {...actions} />
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </Card>
  );
}

function Section({ title, bookings, ...actions }: { title: string; bookings: BookingDto[] } & CardActions) {
  const titleId = useId();
  if (bookings.length === 0) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="xl" id={titleId}>
        {title}
      </Title>
      {bookings.map((booking) => (
        <BookingCard key={booking.id} booking={booking} {...actions} />
      ))}
    </Stack>
  );
}

/**
 * Input: `paypalReturn` when PayPal sends the guest back from paying a move's difference
 * (/my-bookings?reschedule=<id>&paypal=approved|cancelled&token=<orderId>, issue 16) and
 * `onReturnHandled` to clear those parameters.
 */
export function MyBookings({
  paypalReturn,
  onReturnHandled,
}: {
  paypalReturn?: RescheduleReturn;
  onReturnHandled?: () => void;
} = {}) {
  const bookings = useMyBookings();
  const [qrFor, setQrFor] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<BookingDto | null>(null);
  const [reviewing, setReviewing] = useState<BookingDto | null>(null);
  const [rescheduling, setRescheduling] = useState<BookingDto | null>(null);
  const actions: CardActions = {
    onShowQr: (booking) => setQrFor(booking.id),
    onCancel: setCancelling,
    onReview: setReviewing,
    onReschedule: setRescheduling,
  };

  return (
    <Page title="Mis Reservas" description="Tus reservas, sus códigos QR y tus reseñas.">
      {paypalReturn && <ReschedulePaypalReturn value={paypalReturn} onDone={() => onReturnHandled?.()} />}
      {bookings.isPending ? (
        <Stack gap="md" role="status" aria-busy="true" aria-label="Cargando reservas">
          <Skeleton h={150} radius="lg" />
          <Skeleton h={150} radius="lg" />
        </Stack>
      ) : bookings.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} title="Error">
          No pudimos cargar tus reservas. Intenta de nuevo en unos segundos.
        </Alert>
      ) : bookings.data.length === 0 ? (
        <EmptyState
          order={2}
          icon={IconCalendarOff}
          title="Aún no tienes reservas"
          action={<ButtonLink to="/venues">Explorar lugares</ButtonLink>}
        >
          Encuentra un estudio, salón o sala y resérvalo por hora.
        </EmptyState>
      ) : (
        <BookingSections bookings={bookings.data} {...actions} />
      )}
      <QrModal bookingId={qrFor} onClose={() => setQrFor(null)} />
      <CancelBookingModal booking={cancelling} onClose={() => setCancelling(null)} />
      <RescheduleModal booking={rescheduling} onClose={() => setRescheduling(null)} />
      <ReviewModal booking={reviewing} onClose={() => setReviewing(null)} />
    </Page>
  );
}

function BookingSections({ bookings, ...actions }: { bookings: BookingDto[] } & CardActions) {
  const { upcoming, past } = sortForList(bookings);
  return (
    <Stack gap="xl">
      <Section title="Próximas" bookings={upcoming} {...actions} />
      <Section title="Anteriores y canceladas" bookings={past} {...actions} />
    </Stack>
  );
}
