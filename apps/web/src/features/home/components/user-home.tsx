/**
 * /home (SPEC.md §2; PRODUCT.md §6): greeting, active bookings, the next one and
 * the real total spent, all from profile.stats (computed by the server).
 */
import { Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { formatDateMx, formatTimeMx } from '@rentas/domain';
import { IconCalendarEvent, IconCalendarTime, IconReceipt2, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Page } from '../../../components/page';
import { capitalize, formatAmount } from '../../../lib/format';
import { ButtonLink } from '../../../lib/links';
import { useSignedInUser } from '../../auth/hooks/use-auth';
import { useProfileStats } from '../../profile/api/use-profile';

function StatCard({
  label,
  value,
  hint,
  icon,
  loading,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon: ReactNode;
  loading: boolean;
}) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text fz="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          {loading ? (
            <Skeleton h={28} w={120} />
          ) : (
            <Text fz={24} fw={800} lh={1.2}>
              {value}
            </Text>
          )}
          {hint && !loading && (
            <Text fz="sm" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
        <ThemeIcon size={44} radius="md" variant="light">
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}

export function UserHome() {
  const user = useSignedInUser();
  const stats = useProfileStats();
  const loading = stats.isPending;
  const failed = stats.isError;
  const data = stats.data;

  return (
    <Page title={`Hola, ${user.firstName?.trim() || 'Usuario'}`} description="Este es el resumen de tus reservas.">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <StatCard
          label="Reservas activas"
          value={data ? data.activeBookings : '—'}
          hint={data ? 'Confirmadas y por venir' : undefined}
          icon={<IconCalendarEvent size={24} aria-hidden />}
          loading={loading}
        />
        <StatCard
          label="Próxima reserva"
          value={
            data ? (data.nextBookingAt ? capitalize(formatDateMx(data.nextBookingAt)) : 'Sin reservas próximas') : '—'
          }
          hint={
            data?.nextBookingAt
              ? [formatTimeMx(data.nextBookingAt), data.nextBookingVenue].filter(Boolean).join(' · ')
              : undefined
          }
          icon={<IconCalendarTime size={24} aria-hidden />}
          loading={loading}
        />
        <StatCard
          label="Total gastado"
          value={data ? (formatAmount(data.totalSpent) ?? '—') : '—'}
          hint={
            data
              ? `${data.bookingsMade} ${data.bookingsMade === 1 ? 'reserva realizada' : 'reservas realizadas'}`
              : undefined
          }
          icon={<IconReceipt2 size={24} aria-hidden />}
          loading={loading}
        />
      </SimpleGrid>
      {failed && (
        <Text c="red" fz="sm">
          No pudimos cargar tu resumen. Intenta de nuevo en unos segundos.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="sm" align="flex-start">
            <Title order={2} fz="lg">
              Encuentra tu próximo lugar
            </Title>
            <Text c="dimmed" fz="sm">
              Estudios, salones, restaurantes y salas de juntas por hora.
            </Text>
            <ButtonLink to="/venues" leftSection={<IconSearch size={18} aria-hidden />}>
              Explorar lugares
            </ButtonLink>
          </Stack>
        </Card>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="sm" align="flex-start">
            <Title order={2} fz="lg">
              Tus reservas
            </Title>
            <Text c="dimmed" fz="sm">
              Consulta horarios, totales y los códigos QR de tus reservas.
            </Text>
            <ButtonLink to="/my-bookings" variant="light" leftSection={<IconCalendarEvent size={18} aria-hidden />}>
              Ver mis reservas
            </ButtonLink>
          </Stack>
        </Card>
      </SimpleGrid>
    </Page>
  );
}
