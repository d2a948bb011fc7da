/**
 * "Cambiar fecha" (issue 16): the guest moves a booking to another free slot of the same venue
 * until the policy's full-refund deadline. The new price comes from the one price rule with the
 * venue's current prices and the booked add-ons; the server checks it again (bookings.reschedule).
 * The dialog says beforehand what happens to the money (a dearer move paid with PayPal is paid
 * there first; a cheaper one is refunded) and whether the host must approve.
 */
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { BookingDto } from '@rentas/api';
import {
  computeBookingPrice,
  DURATIONS,
  type Duration,
  formatDateMx,
  formatMXN,
  rangeToSlot,
  slotToRange,
} from '@rentas/domain';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { capitalize, centavosOf, formatTimeRange } from '../../../lib/format';
import { navigateToServer } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useVenue } from '../../venues/api/use-venues';
import { useRescheduleBooking } from '../api/use-booking-mutations';
import { type SlotChoice, SlotPicker } from './slot-picker';

/**
 * Where the picker opens: the booking's day and duration, with no start time chosen yet (the
 * guest picks the new one; the current one may not even be offered any more).
 */
function initialChoice(booking: BookingDto): SlotChoice {
  const slot = rangeToSlot(new Date(booking.startDate), new Date(booking.endDate));
  const duration = DURATIONS.find((h) => h === slot.hours) ?? DURATIONS[0];
  return { date: slot.date, duration: duration as Duration, startTime: null };
}

/** What the move does to the money, in the guest's words. */
function moneyNote(booking: BookingDto, newTotal: number, isRequest: boolean): string {
  const difference = newTotal - centavosOf(booking.totalAmount);
  const paypal = booking.paymentMethod === 'paypal';
  const needsApproval = isRequest && booking.status === 'confirmed';
  let money: string;
  if (difference === 0) money = 'El total no cambia.';
  else if (!paypal) money = `El nuevo total es ${formatMXN(newTotal)}; lo pagas en el lugar.`;
  else if (difference > 0) money = `Pagarás la diferencia de ${formatMXN(difference)} con PayPal.`;
  else money = `Te reembolsaremos ${formatMXN(-difference)} a tu PayPal.`;
  return needsApproval
    ? `${money} El anfitrión debe aprobar el cambio; hasta entonces conservas tu horario actual.`
    : money;
}

function RescheduleForm({ booking, onClose }: { booking: BookingDto; onClose: () => void }) {
  const venue = useVenue(booking.venueId);
  const [choice, setChoice] = useState<SlotChoice>(() => initialChoice(booking));
  const [error, setError] = useState<string | null>(null);
  const reschedule = useRescheduleBooking({
    onSuccess: (result) => {
      if (result.outcome === 'payment_required' && result.approveUrl) {
        navigateToServer(result.approveUrl);
        return;
      }
      toast.success(
        result.outcome === 'requested'
          ? { title: 'Solicitud de cambio enviada', message: 'Te avisaremos cuando el anfitrión responda.' }
          : {
              title: 'Reserva cambiada',
              message: `Tu reserva ${result.booking.code} tiene nueva fecha. El QR es el mismo.`,
            },
      );
      onClose();
    },
    onError: (failure) => setError(errorMessage(failure, 'No se pudo cambiar la fecha.')),
  });

  if (venue.isPending) return <Loader size="sm" role="status" aria-label="Cargando el espacio" />;
  if (venue.isError || !venue.data || venue.data.pricePerHour === null) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
        No pudimos cargar los horarios de este espacio. Intenta de nuevo en unos segundos.
      </Alert>
    );
  }
  const v = venue.data;
  const bookedAddOnIds = new Set(booking.addOns.flatMap((a) => (a.addOnId ? [a.addOnId] : [])));
  const extras = {
    addOns: (v.addOns ?? [])
      .filter((a) => bookedAddOnIds.has(a.id))
      .map((a) => ({ price: centavosOf(a.price), unit: a.unit })),
    cleaningFee: v.cleaningFee === null ? null : centavosOf(v.cleaningFee),
  };
  const pricePerHour = centavosOf(v.pricePerHour as string);
  const price = computeBookingPrice(
    pricePerHour,
    choice.duration,
    v.pricePerDay === null ? null : centavosOf(v.pricePerDay),
    extras,
  );
  const { date, startTime, duration } = choice;

  const submit = () => {
    if (!date || !startTime) {
      setError('Elige la nueva fecha y hora de inicio.');
      return;
    }
    setError(null);
    const { start, end } = slotToRange(date, startTime, duration);
    reschedule.mutate({
      id: booking.id,
      startDate: start.toISOString(),
      endDate: end.toISOString(),
      totalAmount: price.total / 100,
    });
  };
  const busy = reschedule.isPending || (reschedule.isSuccess && reschedule.data.outcome === 'payment_required');

  return (
    <Stack gap="md">
      <Text fz="sm">
        Ahora: {capitalize(formatDateMx(booking.startDate))} · {formatTimeRange(booking.startDate, booking.endDate)}
      </Text>
      <SlotPicker
        venueId={booking.venueId}
        dateLabel="Nueva fecha"
        value={choice}
        onChange={(next) => {
          setChoice(next);
          setError(null);
        }}
      />
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
        <Stack gap={4}>
          <Text fz="sm" fw={600} data-testid="reschedule-total">
            Nuevo total: {formatMXN(price.total)}
          </Text>
          <Text fz="sm">{moneyNote(booking, price.total, v.bookingMode === 'request')}</Text>
        </Stack>
      </Alert>
      {error && (
        <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={busy}>
          Volver
        </Button>
        <Button loading={busy} onClick={submit}>
          Confirmar cambio
        </Button>
      </Group>
    </Stack>
  );
}

export function RescheduleModal({ booking, onClose }: { booking: BookingDto | null; onClose: () => void }) {
  return (
    <Modal opened={booking !== null} onClose={onClose} title="Cambiar fecha" centered radius="lg" size="lg">
      {booking && <RescheduleForm key={booking.id} booking={booking} onClose={onClose} />}
    </Modal>
  );
}
