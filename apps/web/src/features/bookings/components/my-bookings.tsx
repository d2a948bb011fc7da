/**
 * /my-bookings (SPEC.md §2): the guest's bookings, upcoming first; confirmed ones
 * open their QR.
 */
import { Alert, Button, Card, Grid, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { BookingDto } from '@rentas/api';
import { formatDateMx, formatMXN } from '@rentas/domain';
import { IconAlertCircle, IconCalendarOff, IconClock, IconMapPin, IconQrcode, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { capitalize, centavosOf, formatTimeRange } from '../../../lib/format';
import { ButtonLink } from '../../../lib/links';
import { useTRPC } from '../../../lib/trpc';
import { Page } from '../../layout/components/page';
import { VenueImage } from '../../venues/components/venue-image';
import { sortForList } from '../booking-stats';
import { QrModal } from './qr-modal';
import { StatusBadge } from './status-badge';

function BookingCard({ booking, onShowQr }: { booking: BookingDto; onShowQr: (id: string) => void }) {
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
                <Text fz="sm">{booking.venueCity}</Text>
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
              </Text>
            </Group>
            {booking.specialRequests && (
              <Text fz="sm" c="dimmed" lineClamp={3}>
                Solicitudes especiales: {booking.specialRequests}
              </Text>
            )}
            <Group justify="space-between" align="center" gap="sm" mt={4}>
              <Stack gap={0}>
                <Text fz="lg" fw={800}>
                  {formatMXN(centavosOf(booking.totalAmount))}
                </Text>
                <Text fz="xs" c="dimmed" ff="monospace">
                  Código: {booking.code}
                </Text>
              </Stack>
              <Group gap="xs">
                <ButtonLink to="/venue/$venueId" params={{ venueId: booking.venueId }} variant="default" size="sm">
                  Ver venue
                </ButtonLink>
                {booking.status === 'confirmed' && (
                  <Button
                    size="sm"
                    leftSection={<IconQrcode size={16} aria-hidden />}
                    onClick={() => onShowQr(booking.id)}
                  >
                    Ver QR
                  </Button>
                )}
              </Group>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </Card>
  );
}

function Section({
  title,
  bookings,
  onShowQr,
}: {
  title: string;
  bookings: BookingDto[];
  onShowQr: (id: string) => void;
}) {
  if (bookings.length === 0) return null;
  return (
    <Stack gap="md" component="section" aria-label={title}>
      <Title order={2} fz="xl">
        {title}
      </Title>
      {bookings.map((booking) => (
        <BookingCard key={booking.id} booking={booking} onShowQr={onShowQr} />
      ))}
    </Stack>
  );
}

export function MyBookings() {
  const trpc = useTRPC();
  const bookings = useQuery(trpc.bookings.mine.queryOptions());
  const [qrFor, setQrFor] = useState<string | null>(null);

  return (
    <Page title="Mis Reservas" description="Tus reservas y sus códigos QR.">
      {bookings.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label="Cargando reservas">
          <Skeleton h={150} radius="lg" />
          <Skeleton h={150} radius="lg" />
        </Stack>
      ) : bookings.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} title="Error">
          No pudimos cargar tus reservas. Intenta de nuevo en unos segundos.
        </Alert>
      ) : bookings.data.length === 0 ? (
        <Stack align="center" ta="center" py={48} gap="sm">
          <ThemeIcon size={64} radius="xl" variant="light" color="gray">
            <IconCalendarOff size={34} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz="xl">
            Aún no tienes reservas
          </Title>
          <Text c="dimmed">Encuentra un estudio, salón o sala y resérvalo por hora.</Text>
          <ButtonLink to="/venues">Explorar lugares</ButtonLink>
        </Stack>
      ) : (
        <BookingSections bookings={bookings.data} onShowQr={setQrFor} />
      )}
      <QrModal bookingId={qrFor} onClose={() => setQrFor(null)} />
    </Page>
  );
}

function BookingSections({ bookings, onShowQr }: { bookings: BookingDto[]; onShowQr: (id: string) => void }) {
  const { upcoming, past } = sortForList(bookings);
  return (
    <Stack gap="xl">
      <Section title="Próximas" bookings={upcoming} onShowQr={onShowQr} />
      <Section title="Anteriores y canceladas" bookings={past} onShowQr={onShowQr} />
    </Stack>
  );
}
