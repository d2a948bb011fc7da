/**
 * Back from PayPal after paying a move's difference (issue 16):
 * /my-bookings?reschedule=<bookingId>&paypal=approved&token=<orderId> completes the move
 * (bookings.completeReschedulePayment); paypal=cancelled says nothing changed. Either way the
 * parameters are cleared, so a reload does not repeat it.
 */
import { Alert, Loader, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { useCompleteReschedulePayment } from '../api/use-booking-mutations';

export interface RescheduleReturn {
  bookingId: string;
  status: 'approved' | 'cancelled';
  orderId?: string;
}

export function ReschedulePaypalReturn({ value, onDone }: { value: RescheduleReturn; onDone: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const complete = useCompleteReschedulePayment({
    onSuccess: (booking) => {
      toast.success(
        booking.pendingReschedule
          ? { title: 'Pago recibido', message: 'El anfitrión debe aprobar el cambio; te avisaremos por correo.' }
          : {
              title: 'Reserva cambiada',
              message: `Pagaste la diferencia. Tu reserva ${booking.code} tiene nueva fecha.`,
            },
      );
      onDone();
    },
    onError: (error) => setFailure(errorMessage(error, 'No pudimos confirmar el pago del cambio.')),
  });

  // Once per order, also under StrictMode's double effects; the server is idempotent anyway.
  const started = useRef<string | null>(null);
  useEffect(() => {
    const key = `${value.bookingId}:${value.orderId ?? ''}:${value.status}`;
    if (started.current === key) return;
    started.current = key;
    if (value.status === 'approved' && value.orderId) {
      complete.mutate({ id: value.bookingId, orderId: value.orderId });
    } else {
      toast.info({ title: 'Pago cancelado', message: 'No se hizo ningún cargo y tu reserva conserva su fecha.' });
      onDone();
    }
  }, [value]);

  if (failure) {
    return (
      <Alert
        role="alert"
        color="red"
        variant="light"
        radius="lg"
        mb="lg"
        title="No se cambió la fecha"
        icon={<IconAlertCircle size={18} aria-hidden />}
        withCloseButton
        closeButtonLabel="Cerrar"
        onClose={() => {
          setFailure(null);
          onDone();
        }}
      >
        {failure} Tu reserva conserva su fecha actual.
      </Alert>
    );
  }
  if (!complete.isPending) return null;
  return (
    <Alert color="blue" variant="light" radius="lg" mb="lg" role="status" icon={<Loader size={16} aria-hidden />}>
      <Text fz="sm">Confirmando el pago del cambio de fecha…</Text>
    </Alert>
  );
}
