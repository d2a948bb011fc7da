/**
 * The 5 most recent bookings of the owner's venues (SPEC.md §2, §9): guest, venue,
 * date and time, the owner's share (the subtotal; issue 13) next to what the guest pays, status;
 * the owner may cancel one that has not ended.
 */
import { Alert, Box, Button, Card, Group, Modal, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { BookingDto } from '@rentas/api';
import { formatDateMx, formatTimeMx } from '@rentas/domain';
import { IconAlertCircle, IconCalendarOff, IconClock, IconUser, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { StatusBadge } from '../../../components/status-badge';
import { appCodeOf, errorMessage } from '../../../lib/errors';
import { capitalize, formatAmount, formatTimeRange } from '../../../lib/format';
import { AnchorLink } from '../../../lib/links';
import { toast } from '../../../lib/toast';
import { useAnswerRequest, useCancelBooking } from '../../bookings/api/use-booking-mutations';

/**
 * Issue 16: a request waiting for the owner ("Aceptar" / "Rechazar", with the deadline), or a
 * move the guest asked for ("Aceptar cambio" / "Rechazar cambio").
 */
function RequestAnswer({ booking }: { booking: BookingDto }) {
  const answer = useAnswerRequest({
    onSuccess: (b) =>
      toast.success({
        title: 'Respuesta enviada',
        message: b.status === 'cancelled' ? 'Le avisamos al huésped.' : `Reserva ${b.code} confirmada.`,
      }),
    onError: (error) => toast.error({ title: 'Error', message: errorMessage(error, 'No se pudo responder.') }),
  });
  const busy = answer.accept.isPending || answer.decline.isPending || answer.move.isPending;
  if (booking.awaitingApproval && booking.requestExpiresAt) {
    return (
      <Stack gap={4}>
        <Text fz="sm" fw={600}>
          Solicitud: responde antes del {formatDateMx(booking.requestExpiresAt)},{' '}
          {formatTimeMx(booking.requestExpiresAt)}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            loading={answer.accept.isPending}
            disabled={busy}
            onClick={() => answer.accept.mutate({ id: booking.id })}
          >
            Aceptar solicitud
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={answer.decline.isPending}
            disabled={busy}
            onClick={() => answer.decline.mutate({ id: booking.id })}
          >
            Rechazar solicitud
          </Button>
        </Group>
      </Stack>
    );
  }
  const move = booking.pendingReschedule;
  if (!move) return null;
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={600}>
        Cambio pedido: {capitalize(formatDateMx(move.startDate))} · {formatTimeRange(move.startDate, move.endDate)}
      </Text>
      <Group gap="xs">
        <Button size="xs" disabled={busy} onClick={() => answer.move.mutate({ id: booking.id, approve: true })}>
          Aceptar cambio
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={busy}
          onClick={() => answer.move.mutate({ id: booking.id, approve: false })}
        >
          Rechazar cambio
        </Button>
      </Group>
    </Stack>
  );
}

const CANCEL_FAILED = 'No se pudo cancelar la reserva.';

export function guestName(booking: Pick<BookingDto, 'user'>): string {
  return [booking.user.firstName, booking.user.lastName].filter(Boolean).join(' ') || 'Huésped';
}

/** The owner may cancel a pending or confirmed booking until it ends (PRODUCT.md §4). */
export function ownerCanCancel(booking: Pick<BookingDto, 'status' | 'endDate'>, now = new Date()): boolean {
  return (
    (booking.status === 'pending' || booking.status === 'confirmed') &&
    new Date(booking.endDate).getTime() > now.getTime()
  );
}

export function BookingItem({
  booking,
  onCancel,
  onDetails,
}: {
  booking: BookingDto;
  onCancel: (booking: BookingDto) => void;
  /** when given, a "Ver detalle" button opens the booking's details */
  onDetails?: (booking: BookingDto) => void;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-label={`Reserva ${booking.code}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} lineClamp={1}>
              {booking.venueName}
            </Text>
            <Group gap={4} c="dimmed" wrap="nowrap">
              <IconUser size={15} aria-hidden />
              <Text fz="sm" lineClamp={1}>
                {guestName(booking)} · {booking.guestCount} {booking.guestCount === 1 ? 'persona' : 'personas'}
              </Text>
            </Group>
          </Stack>
          <Box style={{ flexShrink: 0 }}>
            <StatusBadge status={booking.status} />
          </Box>
        </Group>
        <Group gap={4} wrap="nowrap" c="dimmed">
          <IconClock size={15} aria-hidden />
          <Text fz="sm">
            {capitalize(formatDateMx(booking.startDate))} · {formatTimeRange(booking.startDate, booking.endDate)}
          </Text>
        </Group>
        <Group justify="space-between" gap="xs">
          <Stack gap={0}>
            <Text fw={800}>
              {formatAmount(
                (Number(booking.subtotal) + Number(booking.addOnsTotal) + Number(booking.cleaningFee)).toFixed(2),
              ) ?? '—'}{' '}
              <Text span fz="xs" fw={400} c="dimmed">
                para ti
              </Text>
            </Text>
            <Text fz="xs" c="dimmed">
              El huésped paga {formatAmount(booking.totalAmount) ?? '—'} con la comisión
            </Text>
            <Text fz="xs" c="dimmed" ff="monospace">
              {booking.code}
            </Text>
          </Stack>
          <Group gap={4}>
            {onDetails && (
              <Button variant="light" size="xs" onClick={() => onDetails(booking)}>
                Ver detalle
              </Button>
            )}
            {ownerCanCancel(booking) && (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconX size={14} aria-hidden />}
                onClick={() => onCancel(booking)}
              >
                Cancelar reserva
              </Button>
            )}
          </Group>
        </Group>
        <RequestAnswer booking={booking} />
      </Stack>
    </Card>
  );
}

export function CancelBookingModal({ booking, onClose }: { booking: BookingDto | null; onClose: () => void }) {
  const cancel = useCancelBooking({
    onSuccess: () => {
      toast.success({ title: 'Reserva cancelada', message: 'El horario vuelve a estar disponible.' });
      onClose();
    },
    onError: (error) => {
      const code = appCodeOf(error);
      const specific = code && code !== 'INTERNAL' && error.message;
      toast.error({ title: 'Error', message: specific ? error.message : CANCEL_FAILED });
    },
  });

  return (
    <Modal opened={booking !== null} onClose={onClose} title="Cancelar reserva" centered radius="lg">
      <Stack gap="md">
        <Text>¿Seguro que quieres cancelar esta reserva? Le avisaremos al huésped y el horario quedará libre.</Text>
        {booking && (
          <Text fz="sm" fw={600}>
            {guestName(booking)} · {booking.venueName} · {capitalize(formatDateMx(booking.startDate))},{' '}
            {formatTimeRange(booking.startDate, booking.endDate)}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={cancel.isPending} data-autofocus>
            Volver
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={() => booking && cancel.mutate({ id: booking.id })}>
            Cancelar reserva
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function RecentBookings({
  bookings,
  loading,
  failed,
}: {
  bookings: BookingDto[] | undefined;
  loading: boolean;
  failed: boolean;
}) {
  const [toCancel, setToCancel] = useState<BookingDto | null>(null);
  return (
    <Stack gap="md" component="section" aria-labelledby="recent-bookings-title">
      <Title order={2} fz="xl" id="recent-bookings-title">
        Reservas recientes
      </Title>
      {loading ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Cargando reservas">
          <Skeleton h={110} radius="md" />
          <Skeleton h={110} radius="md" />
        </Stack>
      ) : failed || !bookings ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} title="Error">
          No pudimos cargar tus reservas. Intenta de nuevo en unos segundos.
        </Alert>
      ) : bookings.length === 0 ? (
        <Card withBorder radius="lg" padding="lg">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="xl" variant="light" color="gray">
              <IconCalendarOff size={22} aria-hidden />
            </ThemeIcon>
            <Text c="dimmed" fz="sm">
              Aún no tienes reservas. Aparecerán aquí en cuanto alguien reserve uno de tus espacios.
            </Text>
          </Group>
        </Card>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {bookings.slice(0, 5).map((booking) => (
            <BookingItem key={booking.id} booking={booking} onCancel={setToCancel} />
          ))}
        </Stack>
      )}
      {bookings && bookings.length > 0 && (
        <AnchorLink to="/owner-bookings" fw={600} fz="sm">
          Ver todas las reservas
        </AnchorLink>
      )}
      <CancelBookingModal booking={toCancel} onClose={() => setToCancel(null)} />
    </Stack>
  );
}
