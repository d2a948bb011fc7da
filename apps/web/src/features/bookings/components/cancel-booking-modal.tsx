/**
 * Confirms and cancels a booking (bookings.cancel). Before confirming, the guest sees what the
 * booking's cancellation policy gives back now (bookings.cancellationPreview, issue 16); when
 * the server refuses, its Spanish message says why.
 */
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { BookingDto } from '@rentas/api';
import { CANCELLATION_POLICY_TEXT, formatDateMx, formatMXN } from '@rentas/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/errors';
import { capitalize, centavosOf, formatTimeRange } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';
import { useCancelBooking } from '../api/use-booking-mutations';

/** The refund line of a cancelled booking: "Te reembolsamos $550.00 (50 %)." or nothing. */
function refundNote(booking: BookingDto): string {
  if (booking.refundAmount === null || centavosOf(booking.refundAmount) === 0) return '';
  const percent = booking.refundPercent !== null ? `\u00a0(${booking.refundPercent}\u00a0%)` : '';
  return ` Te reembolsamos ${formatMXN(centavosOf(booking.refundAmount))}${percent} a tu PayPal.`;
}

/** What cancelling now gives back, from the server's preview. */
function RefundPreview({ booking }: { booking: BookingDto }) {
  const trpc = useTRPC();
  const preview = useQuery(trpc.bookings.cancellationPreview.queryOptions({ id: booking.id }));
  if (preview.isPending) return <Loader size="sm" role="status" aria-label="Calculando el reembolso" />;
  if (preview.isError || !preview.data) {
    return <Text fz="sm">No pudimos calcular el reembolso. Puedes cancelar de todos modos.</Text>;
  }
  const p = preview.data;
  const policy = CANCELLATION_POLICY_TEXT[p.policy];
  const paid = centavosOf(p.paidAmount);
  const refund = centavosOf(p.refundAmount);
  return (
    <Stack gap={4} data-testid="refund-preview">
      <Text fz="sm" fw={600}>
        {paid === 0
          ? 'No se hizo ningún cargo en línea: no hay nada que reembolsar.'
          : refund > 0
            ? `Te reembolsaremos ${formatMXN(refund)} (${p.refundPercent}\u00a0%) a tu PayPal.`
            : `Esta cancelación no tiene reembolso según la política ${policy.label.toLowerCase()}.`}
      </Text>
      <Text fz="xs">
        Política {policy.label.toLowerCase()}: {policy.summary}
      </Text>
    </Stack>
  );
}

export function CancelBookingModal({ booking, onClose }: { booking: BookingDto | null; onClose: () => void }) {
  const cancel = useCancelBooking({
    onSuccess: (cancelled) => {
      toast.success({
        title: 'Reserva cancelada',
        message: `La reserva ${cancelled.code} quedó cancelada.${refundNote(cancelled)}`,
      });
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
            <RefundPreview booking={booking} />
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
