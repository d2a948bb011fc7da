/**
 * The dashboard figures (SPEC.md §2): venues, bookings, income (MXN; the owner's share, earned and
 * expected, issue 13) and average rating.
 */
import { Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { OwnerStats as Stats } from '@rentas/api';
import { IconBuildingStore, IconCalendarDue, IconCalendarEvent, IconCash, IconStar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatAmount } from '../../../lib/format';

function StatCard({
  label,
  value,
  hint,
  icon,
  color,
}: {
  label: string;
  value: ReactNode;
  hint?: string;
  icon: ReactNode;
  color: string;
}) {
  return (
    <Card withBorder radius="lg" padding="sm" component="li">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600} style={{ minWidth: 0 }}>
            {label}
          </Text>
          <ThemeIcon size={30} radius="md" variant="light" color={color}>
            {icon}
          </ThemeIcon>
        </Group>
        <Text fz={{ base: 18, sm: 24 }} fw={800} lh={1.2} style={{ whiteSpace: 'nowrap' }}>
          {value}
        </Text>
        {hint && (
          <Text fz="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

export function OwnerStatsGrid({ stats, loading }: { stats: Stats | undefined; loading: boolean }) {
  if (loading || !stats) {
    return (
      <SimpleGrid
        cols={{ base: 2, sm: 3, lg: 5 }}
        spacing="md"
        role="status"
        aria-busy="true"
        aria-label="Cargando estadísticas"
      >
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} h={96} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  const rating = Number(stats.averageRating);
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: 5 }}
      spacing="md"
      component="ul"
      aria-label="Estadísticas"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      <StatCard
        label="Espacios"
        value={stats.venueCount}
        icon={<IconBuildingStore size={18} aria-hidden />}
        color="grape"
      />
      <StatCard
        label="Reservas"
        value={stats.bookingCount}
        icon={<IconCalendarEvent size={18} aria-hidden />}
        color="blue"
      />
      <StatCard
        label="Ingresos"
        value={formatAmount(stats.earnedIncome) ?? '$0.00'}
        hint="Reservas completadas, sin la comisión"
        icon={<IconCash size={18} aria-hidden />}
        color="teal"
      />
      <StatCard
        label="Por recibir"
        value={formatAmount(stats.expectedIncome) ?? '$0.00'}
        hint="Próximas reservas confirmadas"
        icon={<IconCalendarDue size={18} aria-hidden />}
        color="cyan"
      />
      <StatCard
        label="Calificación"
        value={rating > 0 ? rating.toFixed(1) : '—'}
        hint={rating > 0 ? 'Promedio de reseñas' : 'Aún sin reseñas'}
        icon={<IconStar size={18} aria-hidden />}
        color="yellow"
      />
    </SimpleGrid>
  );
}
