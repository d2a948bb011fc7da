/**
 * The confirmation after booking (SPEC.md §2 /booking): QR, venue, city, date,
 * time range, guests, total and the code; share, save the QR, go to my bookings.
 */
import { Alert, Button, Card, Center, Group, Image, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { BookingDto } from '@rentas/api';
import { formatBookingEnd, formatDateMx, formatMXN, formatPlace, formatTimeMx } from '@rentas/domain';
import { IconAlertCircle, IconCircleCheck, IconCircleX, IconDownload, IconShare } from '@tabler/icons-react';
import { useEffect } from 'react';
import { PageLoader } from '../../../components/full-screen-loader';
import { Page } from '../../../components/page';
import { StatusBadge } from '../../../components/status-badge';
import { capitalize, centavosOf, formatTimeRange } from '../../../lib/format';
import { ButtonLink } from '../../../lib/links';
import { useBooking } from '../api/use-bookings';
import { saveQr, shareBooking } from '../qr-actions';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

export function BookingDetails({ booking }: { booking: BookingDto }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <Fact label="Lugar" value={booking.venueName} />
      <Fact label="Zona" value={formatPlace(booking.venueNeighborhood, booking.venueCity)} />
      <Fact label="Fecha" value={capitalize(formatDateMx(booking.startDate))} />
      <Fact label="Horario" value={formatTimeRange(booking.startDate, booking.endDate)} />
      <Fact label="Fin" value={formatBookingEnd(booking.endDate)} />
      <Fact label="Personas" value={`${booking.guestCount} ${booking.guestCount === 1 ? 'persona' : 'personas'}`} />
      <Fact label="Total" value={formatMXN(centavosOf(booking.totalAmount))} />
    </SimpleGrid>
  );
}

export function BookingConfirmation({ bookingId }: { bookingId: string }) {
  const query = useBooking(bookingId);

  // The confirmation replaces the form: start reading it from the top.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <Page size="sm">
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} title="Error">
          {query.error.message || 'Reserva no encontrada.'}
        </Alert>
        <ButtonLink to="/my-bookings" variant="light">
          Ver mis reservas
        </ButtonLink>
      </Page>
    );
  }

  const booking = query.data;
  const confirmed = booking.status === 'confirmed';
  const cancelled = booking.status === 'cancelled';

  return (
    <Page size="sm">
      <Card withBorder radius="lg" padding="xl" shadow="sm">
        <Stack gap="lg">
          <Stack gap={6} align="center" ta="center">
            <ThemeIcon size={56} radius="xl" color={confirmed ? 'green' : cancelled ? 'red' : 'gray'} variant="light">
              {cancelled ? <IconCircleX size={32} aria-hidden /> : <IconCircleCheck size={32} aria-hidden />}
            </ThemeIcon>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {confirmed
                ? 'Tu reserva está confirmada'
                : cancelled
                  ? 'Esta reserva fue cancelada'
                  : booking.awaitingApproval
                    ? 'Solicitud enviada'
                    : 'Detalle de tu reserva'}
            </Title>
            <Group gap="xs" justify="center">
              <StatusBadge status={booking.status} />
            </Group>
            {confirmed && (
              <Text c="dimmed" fz="sm">
                Presenta este código QR al llegar.{' '}
                {booking.paymentMethod === 'paypal' ? 'Ya pagaste con PayPal.' : 'Pagas en el lugar.'}
              </Text>
            )}
            {booking.awaitingApproval && booking.requestExpiresAt && (
              <Text c="dimmed" fz="sm" data-testid="request-pending">
                El anfitrión tiene hasta el {formatDateMx(booking.requestExpiresAt)}, a las{' '}
                {formatTimeMx(booking.requestExpiresAt)} para responder. No se te cobra hasta que acepte; te avisaremos
                por correo.
              </Text>
            )}
            {cancelled && (
              <Text c="dimmed" fz="sm">
                El horario quedó libre y este código ya no sirve para entrar.
                {booking.refundAmount !== null
                  ? ` Reembolso: ${formatMXN(centavosOf(booking.refundAmount))}${booking.refundPercent !== null ? `\u00a0(${booking.refundPercent}\u00a0%)` : ''}.`
                  : ''}
              </Text>
            )}
          </Stack>
          {booking.qrCode && (
            <Center>
              <Image
                src={booking.qrCode}
                alt="Código QR de la reserva"
                w={220}
                h={220}
                fit="contain"
                radius="md"
                style={{ border: '1px solid var(--mantine-color-gray-3)' }}
              />
            </Center>
          )}
          <Stack gap={2} align="center">
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
              Código de reserva
            </Text>
            <Text fz={26} fw={800} ff="monospace" c="grape.8" data-testid="booking-code">
              {booking.code}
            </Text>
          </Stack>
          <BookingDetails booking={booking} />
          {booking.specialRequests && (
            <Stack gap={2}>
              <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                Solicitudes especiales
              </Text>
              <Text fz="sm">{booking.specialRequests}</Text>
            </Stack>
          )}
          {cancelled ? (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <ButtonLink to="/venues" variant="light">
                Buscar otro espacio
              </ButtonLink>
              <ButtonLink to="/my-bookings">Ver mis reservas</ButtonLink>
            </SimpleGrid>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <Button
                variant="light"
                leftSection={<IconShare size={18} aria-hidden />}
                onClick={() => shareBooking(booking)}
              >
                Compartir
              </Button>
              <Button
                variant="light"
                leftSection={<IconDownload size={18} aria-hidden />}
                onClick={() => saveQr(booking)}
                disabled={!booking.qrCode}
              >
                Guardar QR
              </Button>
              <ButtonLink to="/my-bookings">Ver mis reservas</ButtonLink>
            </SimpleGrid>
          )}
        </Stack>
      </Card>
    </Page>
  );
}
