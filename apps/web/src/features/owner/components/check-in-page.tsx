/**
 * /check-in/{bookingId}?sig=… (PRODUCT.md §4): the booking QR opens here. The venue's
 * owner (or an admin) sees that the booking is real and records the arrival from 60 minutes
 * before the start until the end (issue 13);
 * anyone else gets 'Reserva no encontrada' (the server answers 404).
 */
import { Alert, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { BookingDto } from '@rentas/api';
import { CHECK_IN_OPENS_MINUTES_BEFORE, checkInWindowState, formatDateMx, formatTimeMx } from '@rentas/domain';
import { IconAlertCircle, IconCircleCheck, IconClock, IconDoorEnter, IconQrcode } from '@tabler/icons-react';
import { Page } from '../../../components/page';
import { StatusBadge } from '../../../components/status-badge';
import { appCodeOf, httpStatusOf } from '../../../lib/errors';
import { capitalize, formatTimeRange } from '../../../lib/format';
import { AnchorLink } from '../../../lib/links';
import { toast } from '../../../lib/toast';
import { useCheckIn, useConfirmCheckIn } from '../api/use-owner-tools';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap" align="flex-start">
      <Text c="dimmed" fz="sm">
        {label}
      </Text>
      <Text fw={600} ta="right">
        {value}
      </Text>
    </Group>
  );
}

function NotFound() {
  return (
    <Page size="sm">
      <Stack align="center" ta="center" py={48} gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconQrcode size={30} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz={26}>
          Reserva no encontrada
        </Title>
        <AnchorLink to="/" fw={600}>
          Volver al inicio
        </AnchorLink>
      </Stack>
    </Page>
  );
}

export function CheckInPage({ bookingId, sig }: { bookingId: string; sig: string | undefined }) {
  const input = sig ? { bookingId, sig } : null;
  const view = useCheckIn(input);
  const confirm = useConfirmCheckIn(input, {
    onSuccess: (data) => {
      toast.success({ title: 'Llegada registrada', message: `${data.guestName} llegó a ${data.venueName}.` });
    },
    onError: (error) => {
      const code = appCodeOf(error);
      toast.error({
        title: 'Error',
        message: code && code !== 'INTERNAL' ? error.message : 'No se pudo registrar la llegada.',
      });
    },
  });

  if (!input) return <NotFound />;
  if (view.isPending) {
    return (
      <Page title="Registro de llegada" size="sm">
        <Skeleton h={260} radius="lg" aria-label="Cargando reserva" />
      </Page>
    );
  }
  if (view.isError) {
    const code = appCodeOf(view.error);
    if (code === 'BOOKING_NOT_FOUND' || code === 'VALIDATION' || httpStatusOf(view.error) === 404) return <NotFound />;
    return (
      <Page size="sm">
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} title="Error">
          No pudimos cargar la reserva. Intenta de nuevo en unos segundos.
        </Alert>
      </Page>
    );
  }

  const booking = view.data;
  const checkInState = checkInWindowState(new Date(booking.startDate), new Date(booking.endDate), new Date());
  const guests = `${booking.guestCount} ${booking.guestCount === 1 ? 'persona' : 'personas'}`;
  return (
    <Page title="Registro de llegada" description="Comprueba los datos de la reserva con el huésped." size="sm">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Text ff="monospace" fw={800} fz="xl" c="grape.8">
              {booking.code}
            </Text>
            <StatusBadge status={booking.status as BookingDto['status']} />
          </Group>
          <Stack gap="xs">
            <Row label="Huésped" value={booking.guestName} />
            <Row label="Venue" value={booking.venueName} />
            <Row label="Fecha" value={capitalize(formatDateMx(booking.startDate))} />
            <Row label="Horario" value={formatTimeRange(booking.startDate, booking.endDate)} />
            <Row label="Personas" value={guests} />
          </Stack>
          {booking.checkedInAt ? (
            <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
              Llegada registrada a las {formatTimeMx(booking.checkedInAt)} del {formatDateMx(booking.checkedInAt)}.
            </Alert>
          ) : booking.status === 'confirmed' && checkInState === 'too-early' ? (
            <Alert color="blue" variant="light" icon={<IconClock size={18} aria-hidden />} role="status">
              Aún es pronto: podrás registrar la llegada desde las {formatTimeMx(booking.checkInOpensAt)} del{' '}
              {formatDateMx(booking.checkInOpensAt)} ({CHECK_IN_OPENS_MINUTES_BEFORE} minutos antes del inicio).
            </Alert>
          ) : booking.status === 'confirmed' && checkInState === 'ended' ? (
            <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
              La reserva ya terminó: ya no se puede registrar la llegada.
            </Alert>
          ) : booking.status === 'confirmed' ? (
            <Button
              size="lg"
              leftSection={<IconDoorEnter size={20} aria-hidden />}
              loading={confirm.isPending}
              onClick={() => confirm.mutate(input)}
            >
              Registrar llegada
            </Button>
          ) : (
            <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
              Solo se puede registrar la llegada de una reserva confirmada.
            </Alert>
          )}
        </Stack>
      </Card>
    </Page>
  );
}
