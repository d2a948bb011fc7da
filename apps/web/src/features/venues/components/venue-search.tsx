/**
 * /venues: filters kept in the URL, a live count and the result cards.
 */
import { Alert, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconMapSearch } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Page } from '../../../components/page';
import { useVenueSearch } from '../api/use-venues';
import { bookingContextOf, toVenueListInput, type VenueSearchParams } from '../search-params';
import { VenueFilters } from './venue-filters';
import { VenueGrid, VenueGridSkeleton } from './venue-grid';

export function countLabel(n: number): string {
  return n === 1 ? '1 lugar encontrado' : `${n} lugares encontrados`;
}

export function VenueSearch({
  params,
  onChange,
  onClear,
}: {
  params: VenueSearchParams;
  onChange: (patch: Partial<VenueSearchParams>) => void;
  onClear: () => void;
}) {
  const input = useMemo(() => toVenueListInput(params), [params]);
  const search = useVenueSearch(input);
  const venues = useMemo(() => search.data?.pages.flatMap((page) => page.venues), [search.data]);
  const total = search.data?.pages[0]?.total ?? 0;

  return (
    <Page title="Explorar lugares" description="Estudios, salones, restaurantes y salas de juntas por hora en la CDMX.">
      <VenueFilters params={params} onChange={onChange} onClear={onClear} />
      <Text role="status" aria-live="polite" fw={600} c="dimmed">
        {venues && !search.isPlaceholderData ? countLabel(total) : search.isError ? '' : 'Buscando lugares…'}
      </Text>
      {search.isPending ? (
        <VenueGridSkeleton />
      ) : search.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} title="Error">
          No pudimos cargar los lugares. Intenta de nuevo en unos segundos.
          <Button variant="subtle" size="compact-sm" ml="sm" onClick={() => search.refetch()}>
            Reintentar
          </Button>
        </Alert>
      ) : !venues || venues.length === 0 ? (
        <Stack align="center" ta="center" py={48} gap="sm">
          <ThemeIcon size={64} radius="xl" variant="light" color="gray">
            <IconMapSearch size={34} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz="xl">
            No encontramos lugares con esos filtros
          </Title>
          <Text c="dimmed">Prueba con otra fecha, otro tipo de lugar o menos personas.</Text>
          <Button variant="light" onClick={onClear}>
            Ver todos los lugares
          </Button>
        </Stack>
      ) : (
        <div style={{ opacity: search.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <VenueGrid venues={venues} priorityCount={1} headingLevel={2} context={bookingContextOf(params)} />
          {search.hasNextPage && (
            <Stack align="center" mt="xl">
              <Button variant="light" loading={search.isFetchingNextPage} onClick={() => search.fetchNextPage()}>
                Ver más lugares ({total - venues.length} más)
              </Button>
            </Stack>
          )}
        </div>
      )}
    </Page>
  );
}
