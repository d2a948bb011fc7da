/**
 * The financial tab (SPEC.md §2, PRODUCT.md §5, issue 13): volume of the bookings that stand,
 * money taken online apart from money paid at the venue, the platform commission and its
 * split, bookings by status, and the 10 most recent bookings with the owner's share.
 */
import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { StatusBadge } from '../../../components/status-badge';
import { formatAmount, formatTimeRange } from '../../../lib/format';
import { useFinancialSummary, useRecentBookings } from '../api/use-admin';
import { formatShortDate } from '../format';
import { formatPercent } from '../price-preview';
import type { AdminBooking, FinancialSummary } from '../types';
import { EmptyState, LoadError, TabSkeleton } from './tab-states';

const STATUS_COUNTS = [
  { key: 'pending', label: 'Pendientes', color: 'yellow' },
  { key: 'confirmed', label: 'Confirmadas', color: 'green' },
  { key: 'completed', label: 'Completadas', color: 'gray' },
  { key: 'cancelled', label: 'Canceladas', color: 'red' },
] as const;

/** '$1,234.50' from an API decimal string; the margin may be negative ('-$3.00') when the percentages exceed 100 %. */
function money(amount: string): string {
  const negative = amount.startsWith('-');
  const formatted = formatAmount(negative ? amount.slice(1) : amount) ?? '$0.00';
  return negative ? `-${formatted}` : formatted;
}

function Figure({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Card withBorder radius="lg" padding="md">
      <Text fz="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={26} fw={800} mt={4}>
        {value}
      </Text>
      <Text fz="xs" c="dimmed">
        {hint}
      </Text>
    </Card>
  );
}

function Summary({ summary }: { summary: FinancialSummary }) {
  const { split, percentages, countsByStatus } = summary;
  const rows = [
    { label: 'Operativo', percent: percentages.operativePercentage, amount: split.operative },
    { label: 'Backoffice', percent: percentages.backofficePercentage, amount: split.backoffice },
    { label: 'Impuestos', percent: percentages.taxPercentage, amount: split.tax },
    { label: 'Pasarela de pago', percent: percentages.paymentGatewayPercentage, amount: split.paymentGateway },
  ];
  const paid = countsByStatus.confirmed + countsByStatus.completed;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Figure
          label="Volumen bruto de reservas"
          value={money(summary.grossBookingVolume)}
          hint={`${paid} ${paid === 1 ? 'reserva vigente' : 'reservas vigentes'} (confirmadas y completadas)`}
        />
        <Figure
          label="Cobrado en línea"
          value={money(summary.capturedOnline)}
          hint={`Pagos con PayPal; ${money(summary.refundedOnline)} ya reembolsados no cuentan`}
        />
        <Figure
          label="Pago en el lugar"
          value={money(summary.payAtVenue)}
          hint="Lo cobra el propietario; la plataforma no recibe este dinero"
        />
        <Figure
          label="Comisión de la plataforma"
          value={money(summary.platformCommission)}
          hint="10 % del subtotal de cada reserva vigente"
        />
        <Figure
          label="Margen de la plataforma"
          value={money(split.remainder)}
          hint="Lo que queda de la comisión tras el reparto"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="commission-split-title">
          <Title order={3} fz="md" id="commission-split-title">
            Reparto de la comisión
          </Title>
          <Text fz="xs" c="dimmed" mb="xs">
            Cada reserva con los porcentajes vigentes cuando se hizo; la pasarela de pago solo en pagos en línea. Entre
            paréntesis, los porcentajes actuales.
          </Text>
          <Table verticalSpacing={6}>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.label}>
                  <Table.Td>
                    {row.label}{' '}
                    <Text span c="dimmed" fz="sm">
                      ({formatPercent(row.percent)})
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{money(row.amount)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td>Margen de la plataforma</Table.Td>
                <Table.Td ta="right">{money(split.remainder)}</Table.Td>
              </Table.Tr>
              <Table.Tr fw={700}>
                <Table.Td>Comisión total</Table.Td>
                <Table.Td ta="right">{money(summary.platformCommission)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Card>
        <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="status-counts-title">
          <Title order={3} fz="md" id="status-counts-title" mb="xs">
            Reservas por estado
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {STATUS_COUNTS.map(({ key, label, color }) => (
              <Group key={key} gap="xs" wrap="nowrap">
                <Badge color={color} variant="light" size="lg" miw={48}>
                  {countsByStatus[key]}
                </Badge>
                <Text fz="sm">{label}</Text>
              </Group>
            ))}
          </SimpleGrid>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

function guestName(booking: AdminBooking): string {
  return [booking.user.firstName, booking.user.lastName].filter(Boolean).join(' ') || '—';
}

function RecentBookings({ bookings }: { bookings: AdminBooking[] }) {
  if (bookings.length === 0) {
    return (
      <EmptyState icon={IconReceiptOff} title="Aún no hay reservas">
        Las reservas aparecerán aquí en cuanto se hagan.
      </EmptyState>
    );
  }
  return (
    <Card withBorder radius="lg" padding={0}>
      <Text fz="sm" c="dimmed" px="md" pt="sm" pb={4}>
        Las 10 reservas más recientes.
        <Text span hiddenFrom="md" inherit>
          {' '}
          Desliza la tabla hacia los lados para ver todas las columnas.
        </Text>
      </Text>
      <Table.ScrollContainer
        minWidth={860}
        type="native"
        tabIndex={0}
        role="region"
        aria-label="Tabla de reservas recientes"
      >
        <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
          <VisuallyHidden component="caption">Las 10 reservas más recientes</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Código</Table.Th>
              <Table.Th scope="col">Huésped</Table.Th>
              <Table.Th scope="col">Venue</Table.Th>
              <Table.Th scope="col">Fecha</Table.Th>
              <Table.Th scope="col" ta="right">
                Total
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Al propietario
              </Table.Th>
              <Table.Th scope="col">Estado</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bookings.map((booking) => (
              <Table.Tr key={booking.id}>
                <Table.Td ff="monospace" fz="sm" style={NO_WRAP}>
                  {booking.code}
                </Table.Td>
                <Table.Td>{guestName(booking)}</Table.Td>
                <Table.Td>{booking.venueName}</Table.Td>
                <Table.Td style={NO_WRAP}>
                  {formatShortDate(booking.startDate)}
                  <Text fz="xs" c="dimmed">
                    {formatTimeRange(booking.startDate, booking.endDate)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" fw={600} style={NO_WRAP}>
                  {money(booking.totalAmount)}
                </Table.Td>
                <Table.Td ta="right" style={NO_WRAP}>
                  {money(booking.subtotal)}
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={booking.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

export function FinancialTab() {
  const summary = useFinancialSummary();
  const bookings = useRecentBookings();

  return (
    <Stack gap="xl">
      <Stack gap="sm" component="section" aria-labelledby="financial-summary-title">
        <Title order={2} fz="lg" id="financial-summary-title">
          Resumen financiero
        </Title>
        {summary.isPending ? (
          <TabSkeleton label="Cargando resumen financiero" rows={2} height={110} />
        ) : summary.isError ? (
          <LoadError onRetry={() => void summary.refetch()}>No pudimos cargar el resumen financiero.</LoadError>
        ) : (
          <Summary summary={summary.data} />
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="recent-bookings-title">
        <Title order={2} fz="lg" id="recent-bookings-title">
          Reservas recientes
        </Title>
        {bookings.isPending ? (
          <TabSkeleton label="Cargando reservas" rows={1} height={320} />
        ) : bookings.isError ? (
          <LoadError onRetry={() => void bookings.refetch()}>No pudimos cargar las reservas.</LoadError>
        ) : (
          <RecentBookings bookings={bookings.data} />
        )}
      </Stack>
    </Stack>
  );
}
