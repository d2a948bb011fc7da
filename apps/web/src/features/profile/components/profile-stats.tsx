/**
 * The statistics card of /profile (PRODUCT.md §6: real figures, not SPEC.md's
 * hard-coded ones): bookings made, total spent and the average rating given.
 */
import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatAmount } from '../../../lib/format';
import { useProfileStats } from '../api/use-profile';

function Figure({ label, value, hint, loading }: { label: string; value: string; hint?: string; loading: boolean }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {loading ? (
        <Skeleton h={28} w={90} />
      ) : (
        <Text fz={24} fw={800} lh={1.2}>
          {value}
        </Text>
      )}
      {hint && !loading && (
        <Text fz="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

export function ProfileStats() {
  const stats = useProfileStats();
  const data = stats.data;
  const loading = stats.isPending;
  const average = data?.averageRatingGiven ? Number(data.averageRatingGiven).toFixed(1) : null;

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="stats-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="stats-title">
          Estadísticas
        </Title>
        {stats.isError ? (
          <Text c="red" fz="sm">
            No pudimos cargar tus estadísticas. Intenta de nuevo en unos segundos.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <Figure label="Reservas realizadas" value={String(data?.bookingsMade ?? 0)} loading={loading} />
            <Figure label="Total gastado" value={formatAmount(data?.totalSpent) ?? '—'} loading={loading} />
            <Figure
              label="Calificación promedio dada"
              value={average ? `${average} ★` : '—'}
              hint={
                data
                  ? data.reviewsWritten === 0
                    ? 'Aún no escribes reseñas'
                    : `${data.reviewsWritten} ${data.reviewsWritten === 1 ? 'reseña escrita' : 'reseñas escritas'}`
                  : undefined
              }
              loading={loading}
            />
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
