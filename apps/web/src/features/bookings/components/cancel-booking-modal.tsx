/**
 * Confirms and cancels a booking (bookings.cancel). Free until 24 h before the start;
 * when the server refuses, its Spanish message says why (e.g. the 24-hour window).
 */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { BookingDto } from '@rentas/api';
import { formatDateMx, formatMXN } from '@rentas/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/errors';
import { capitalize, centavosOf, formatTimeRange } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useCancelBooking } from '../api/use-booking-mutations';

export function CancelBookingModal({ booking, onClose }: { booking: BookingDto | null; onClose: () => void }) {
  const cancel = useCancelBooking({
    onSuccess: (cancelled) => {
      toast.success({ title: 'Reserva cancelada', message: `La reserva ${cancelled.code} quedó cancelada.` });
      onClose();
    },
    onError: (error) => {
      toast.error({ title: 'No se pudo cancelar', message: errorMessage(error, 'No se pudo cancelar la reserva.') });
    },
  });

  return (
    <Modal
      opened={booking !== null}
      onClose={() => {
        if (!cancel.isPending) onClose();
      }}
      title="¿Cancelar esta reserva?"
      centered
      radius="lg"
    >
      {booking && (
        <Stack gap="md">
          <Stack gap={2}>
            <Text fw={700}>{booking.venueName}</Text>
            <Text fz="sm">
              {capitalize(formatDateMx(booking.startDate))} · {formatTimeRange(booking.startDate, booking.endDate)}
            </Text>
            <Text fz="sm" c="dimmed">
              Código {booking.code} · {formatMXN(centavosOf(booking.totalAmount))}
            </Text>
          </Stack>
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
            {booking.paymentMethod === 'paypal'
              ? 'La cancelación es gratuita hasta 24 horas antes del inicio. Te devolveremos el pago de PayPal.'
              : 'La cancelación es gratuita hasta 24 horas antes del inicio. El horario quedará libre para otras personas.'}
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
              Volver
            </Button>
            <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate({ id: booking.id })}>
              Sí, cancelar reserva
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
