/**
 * Coming back from PayPal to /booking/{venueId}?paypal=… (SPEC.md §4 alternative path).
 * Approved: capture the order (on a request venue: the authorisation, issue 16), then the
 * completion call, then /my-bookings. Cancelled:
 * nothing was charged; the slot held for the guest is released.
 */
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Page } from '../../../components/page';
import { appCodeOf } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { useCancelBooking, useConfirmPaypalPayment } from '../api/use-booking-mutations';
import { clearPendingPaypal, readPendingPaypal } from '../paypal-pending';

interface Failure {
  title: string;
  message: string;
  /** worth trying the same order again (PayPal or the network failed), unlike a refusal */
  retryable: boolean;
}

const TRANSIENT = new Set(['PAYMENT_FAILED', 'SERVICE_UNAVAILABLE', 'INTERNAL', 'RATE_LIMITED']);

/** SPEC.md §8: a refused completion is 'Error al crear la reserva' (with the server's reason), anything else 'Error al procesar la reserva'. */
function describeFailure(error: unknown): Failure {
  const code = appCodeOf(error);
  if (code) {
    const message = code !== 'INTERNAL' && error instanceof Error && error.message ? error.message : '';
    return {
      title: 'Error al crear la reserva',
      message: message || 'No se pudo completar el pago. Intenta de nuevo.',
      retryable: TRANSIENT.has(code),
    };
  }
  return {
    title: 'Error al procesar la reserva',
    message: 'No pudimos confirmar tu pago. Revisa tu conexión e intenta de nuevo.',
    retryable: true,
  };
}

export function PaypalApproved({ venueId, orderId }: { venueId: string; orderId: string }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Failure | null>(null);
  const payment = useConfirmPaypalPayment();

  const finish = async () => {
    setFailure(null);
    const pending = readPendingPaypal(orderId);
    let booking: Awaited<ReturnType<typeof payment.confirm>>;
    try {
      booking = await payment.confirm(orderId, pending?.bookingData);
    } catch (error) {
      // The page itself becomes the error (an alert), so no toast repeats it.
      setFailure(describeFailure(error));
      return;
    }
    clearPendingPaypal();
    toast.success(
      booking.status === 'pending'
        ? // issue 16: a request is only authorised; PayPal charges it when the host accepts.
          { title: 'Solicitud enviada', message: 'PayPal autorizó el pago; se cobra solo si el anfitrión acepta.' }
        : { title: '¡Reserva confirmada!', message: 'Pagaste con PayPal. Tu código QR está listo.' },
    );
    await payment.refresh();
    await navigate({ to: '/my-bookings' });
  };

  // Once per order, also under StrictMode's double effects; the server is idempotent anyway.
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (started.current === orderId) return;
    started.current = orderId;
    void finish();
  }, [orderId]);

  const working = payment.isPending || (!failure && !payment.isSuccess);

  return (
    <Page size="sm" title="Pago con PayPal">
      {failure ? (
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Alert
              role="alert"
              color="red"
              variant="light"
              title={failure.title}
              icon={<IconAlertCircle size={18} aria-hidden />}
            >
              {failure.message}
            </Alert>
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                onClick={() => {
                  clearPendingPaypal();
                  void navigate({ to: '/booking/$venueId', params: { venueId }, search: {}, replace: true });
                }}
              >
                Volver al formulario
              </Button>
              {failure.retryable && (
                <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => void finish()}>
                  Reintentar
                </Button>
              )}
            </Group>
          </Stack>
        </Card>
      ) : (
        <Card withBorder radius="lg" padding="xl">
          <Stack align="center" ta="center" gap="sm" role="status" aria-live="polite">
            {working && <Loader aria-hidden />}
            <Title order={2} fz="lg">
              Confirmando tu pago…
            </Title>
            <Text c="dimmed" fz="sm">
              No cierres esta ventana. En unos segundos verás tu reserva en Mis Reservas.
            </Text>
          </Stack>
        </Card>
      )}
    </Page>
  );
}

/** The guest left PayPal without paying: say so, and free the held slot right away when possible. */
export function PaypalCancelledNotice({ orderId }: { orderId?: string }) {
  const [released, setReleased] = useState(false);
  const release = useCancelBooking();

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const pending = readPendingPaypal(orderId);
    clearPendingPaypal();
    if (!pending?.bookingId) return;
    release.mutate(
      { id: pending.bookingId },
      {
        onSuccess: () => setReleased(true),
        // Too close to the start to cancel online: the server releases the hold by itself.
      },
    );
  }, []);

  return (
    <Alert
      role="status"
      color="yellow"
      variant="light"
      radius="lg"
      title="Pago cancelado"
      icon={<IconInfoCircle size={18} aria-hidden />}
    >
      Cancelaste el pago en PayPal y no se hizo ningún cargo.{' '}
      {released
        ? 'El horario que habías apartado ya quedó libre.'
        : 'El horario que habías apartado se liberará en unos minutos.'}{' '}
      Puedes elegir otro horario o pagar en el lugar.
    </Alert>
  );
}
