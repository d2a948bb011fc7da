/**
 * /owner-bookings (issue 13): every booking of the owner's venues, newest start first, with
 * filters for venue, state and day kept in the URL, and a detail with the guest's name, party
 * size, special requests, check-in state and the owner's share. Users who are neither owner
 * nor admin see the restricted notice.
 */
import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import type { BookingDto } from '@rentas/api';
import { formatDateMx, formatPlace, formatTimeMx } from '@rentas/domain';
import { IconAlertCircle, IconCalendarOff, IconFilterOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Page } from '../../../components/page';
import { StatusBadge } from '../../../components/status-badge';
import { capitalize, formatAmount, formatTimeRange } from '../../../lib/format';
import { AnchorLink } from '../../../lib/links';
import { useAuth } from '../../auth/hooks/use-auth';
import { BookingThreadButton } from '../../messages/components/booking-thread-button';
import { useOwnerBookings } from '../api/use-owner-tools';
import { useMyVenues } from '../api/use-owner-venues';
import { canManageVenues } from '../owner-access';
import type { BookingStatusFilter, OwnerBookingsSearch } from '../owner-bookings-search';
import { BookingItem, CancelBookingModal, guestName } from './recent-bookings';
import { RestrictedNotice } from './restricted-notice';

const RESTRICTED = 'Acceso Restringido: Solo los propietarios pueden acceder a este dashboard.';

const STATUS_OPTIONS: { value: BookingStatusFilter; label: string }[] = [
  { value: 'confirmed', label: 'Confirmadas (próximas)' },
  { value: 'completed', label: 'Completadas' },
  { value: 'pending', label: 'Pendientes de pago' },
  { value: 'cancelled', label: 'Canceladas' },
];

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </Stack>
  );
}

/** Everything the owner needs to receive the guest. */
function BookingDetailModal({ booking, onClose }: { booking: BookingDto | null; onClose: () => void }) {
  const { user } = useAuth();
  return (
    <Modal
      opened={booking !== null}
      onClose={onClose}
      title={booking ? `Reserva ${booking.code}` : 'Reserva'}
      centered
      radius="lg"
    >
      {booking && (
        <Stack gap="md">
          <Group justify="space-between">
            <Text fw={700}>{booking.venueName}</Text>
            <StatusBadge status={booking.status} />
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Fact label="Huésped">{guestName(booking)}</Fact>
            <Fact label="Personas">
              {booking.guestCount} {booking.guestCount === 1 ? 'persona' : 'personas'}
            </Fact>
            <Fact label="Fecha">{capitalize(formatDateMx(booking.startDate))}</Fact>
            <Fact label="Horario">{formatTimeRange(booking.startDate, booking.endDate)}</Fact>
            <Fact label="Zona">{formatPlace(booking.venueNeighborhood, booking.venueCity)}</Fact>
            <Fact label="Pago">{booking.paymentMethod === 'paypal' ? 'PayPal (en línea)' : 'En el lugar'}</Fact>
            <Fact label="Para ti">{formatAmount(booking.subtotal) ?? '—'}</Fact>
            <Fact label="El huésped paga">{formatAmount(booking.totalAmount) ?? '—'}</Fact>
          </SimpleGrid>
          <Fact label="Solicitudes especiales">{booking.specialRequests || 'Sin solicitudes especiales'}</Fact>
          <Fact label="Llegada">
            {booking.checkedInAt
              ? `Registrada a las ${formatTimeMx(booking.checkedInAt)} del ${formatDateMx(booking.checkedInAt)}`
              : 'Sin registrar'}
          </Fact>
          <Group justify="space-between">
            {/* Admins see every venue's bookings but take part in no thread (issue 15). */}
            {user?.role !== 'admin' ? (
              <BookingThreadButton bookingId={booking.id} label="Escribir al huésped" />
            ) : (
              <span />
            )}
            <Button variant="default" onClick={onClose} data-autofocus>
              Cerrar
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function Filters({
  search,
  onChange,
}: {
  search: OwnerBookingsSearch;
  onChange: (patch: OwnerBookingsSearch) => void;
}) {
  const venues = useMyVenues();
  const filtered = Boolean(search.venue || search.status || search.date);
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-label="Filtros">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label="Espacio"
          placeholder="Todos"
          clearable
          data={(venues.data ?? []).map((v) => ({ value: v.id, label: v.name }))}
          value={search.venue ?? null}
          onChange={(value) => onChange({ venue: value ?? undefined })}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Estado"
          placeholder="Todos"
          clearable
          data={STATUS_OPTIONS}
          value={search.status ?? null}
          onChange={(value) => onChange({ status: (value as BookingStatusFilter | null) ?? undefined })}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          type="date"
          label="Día"
          value={search.date ?? ''}
          onChange={(event) => onChange({ date: event.currentTarget.value || undefined })}
        />
      </SimpleGrid>
      {filtered && (
        <Group justify="flex-end" mt="sm">
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconFilterOff size={14} aria-hidden />}
            onClick={() => onChange({ venue: undefined, status: undefined, date: undefined })}
          >
            Quitar filtros
          </Button>
        </Group>
      )}
    </Card>
  );
}

function BookingList({ search }: { search: OwnerBookingsSearch }) {
  const bookings = useOwnerBookings({ venueId: search.venue, status: search.status, date: search.date });
  const [toCancel, setToCancel] = useState<BookingDto | null>(null);
  const [details, setDetails] = useState<BookingDto | null>(null);
  const filtered = Boolean(search.venue || search.status || search.date);

  if (bookings.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Cargando reservas">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={120} radius="md" />
        ))}
      </Stack>
    );
  }
  if (bookings.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} title="Error">
        No pudimos cargar tus reservas. Intenta de nuevo en unos segundos.
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Text c="dimmed" fz="sm" aria-live="polite">
        {bookings.data.length === 1 ? '1 reserva' : `${bookings.data.length} reservas`}
      </Text>
      {bookings.data.length === 0 ? (
        <Card withBorder radius="lg" padding="lg">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="xl" variant="light" color="gray">
              <IconCalendarOff size={22} aria-hidden />
            </ThemeIcon>
            <Text c="dimmed" fz="sm">
              {filtered
                ? 'Ninguna reserva coincide con estos filtros.'
                : 'Aún no tienes reservas. Aparecerán aquí en cuanto alguien reserve uno de tus espacios.'}
            </Text>
          </Group>
        </Card>
      ) : (
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing="sm"
          component="ul"
          aria-label="Reservas"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {bookings.data.map((booking) => (
            <BookingItem key={booking.id} booking={booking} onCancel={setToCancel} onDetails={setDetails} />
          ))}
        </SimpleGrid>
      )}
      <CancelBookingModal booking={toCancel} onClose={() => setToCancel(null)} />
      <BookingDetailModal booking={details} onClose={() => setDetails(null)} />
    </Stack>
  );
}

export function OwnerBookings({
  search,
  onChange,
}: {
  search: OwnerBookingsSearch;
  onChange: (patch: OwnerBookingsSearch) => void;
}) {
  const { user } = useAuth();
  if (!canManageVenues(user)) return <RestrictedNotice message={RESTRICTED} />;
  return (
    <Page
      title="Reservas de mis espacios"
      description="Todas las reservas, con el detalle para recibir a cada huésped."
      actions={
        <AnchorLink to="/owner-dashboard" fw={600}>
          Volver al dashboard
        </AnchorLink>
      }
    >
      <Filters search={search} onChange={onChange} />
      <BookingList search={search} />
    </Page>
  );
}
