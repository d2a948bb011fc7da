/**
 * /venues: filters kept in the URL, a live count and the result cards; issue 18 adds a
 * list/map toggle (the map beside the list on wide screens, above it on phones) whose price pins
 * open the venues, and "Buscar en esta zona" to keep the results inside the map's area.
 */
import { Alert, Box, Button, Grid, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { VenueDto } from '@rentas/api';
import { IconAlertCircle, IconList, IconMap, IconMapSearch, IconX } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { Page } from '../../../components/page';
import { ButtonLink } from '../../../lib/links';
import { useIsDesktop } from '../../../lib/screen';
import { LazyMap } from '../../map/lazy-map';
import { bboxParam, boundsOf, type MapBounds, type MapMarker } from '../../map/map-types';
import { useVenueSearch } from '../api/use-venues';
import { bookingContextOf, toVenueListInput, type VenueSearchParams } from '../search-params';
import { VenueFilters } from './venue-filters';
import { VenueGrid, VenueGridSkeleton } from './venue-grid';

export function countLabel(n: number): string {
  return n === 1 ? '1 lugar encontrado' : `${n} lugares encontrados`;
}

const shortMoney = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 });

/** A result's pin: its hourly price ("$650"), else its day price ("$5,000 / día"). */
export function pinLabel(venue: Pick<VenueDto, 'pricePerHour' | 'pricePerDay'>): string {
  if (venue.pricePerHour !== null) return shortMoney.format(Number(venue.pricePerHour)).replace('MX', '');
  if (venue.pricePerDay !== null) return `${shortMoney.format(Number(venue.pricePerDay)).replace('MX', '')} / día`;
  return 'Consultar';
}

/** Whether two areas differ by more than about 1 % of their size (a real move of the map). */
function moved(a: MapBounds, b: MapBounds | null): boolean {
  if (!b) return true;
  const tolerance = Math.max(a.maxLat - a.minLat, a.maxLng - a.minLng) * 0.01;
  return (
    Math.abs(a.minLat - b.minLat) > tolerance ||
    Math.abs(a.maxLat - b.maxLat) > tolerance ||
    Math.abs(a.minLng - b.minLng) > tolerance ||
    Math.abs(a.maxLng - b.maxLng) > tolerance
  );
}

/** The results map with "Buscar en esta zona" once the person has moved it. */
function ResultsMap({
  venues,
  params,
  onChange,
  activeId,
  height,
}: {
  venues: VenueDto[];
  params: VenueSearchParams;
  onChange: (patch: Partial<VenueSearchParams>) => void;
  activeId: string | null;
  height: string;
}) {
  const navigate = useNavigate();
  const [area, setArea] = useState<MapBounds | null>(null);
  const bounds = boundsOf(params.bbox);
  const markers = useMemo<MapMarker[]>(
    () => venues.map((v) => ({ id: v.id, lat: v.lat, lng: v.lng, label: pinLabel(v), title: v.name })),
    [venues],
  );
  const context = bookingContextOf(params);
  return (
    <Box pos="relative">
      <LazyMap
        height={height}
        mode="results"
        markers={markers}
        bounds={bounds}
        activeId={activeId}
        onMoved={setArea}
        onOpen={(venueId) => navigate({ to: '/venue/$venueId', params: { venueId }, search: context })}
        label="Mapa de resultados"
      />
      {area && moved(area, bounds) && (
        <Button
          pos="absolute"
          top={12}
          left="50%"
          style={{ transform: 'translateX(-50%)', zIndex: 500 }}
          leftSection={<IconMapSearch size={18} aria-hidden />}
          onClick={() => {
            onChange({ bbox: bboxParam(area) });
            setArea(null);
          }}
        >
          Buscar en esta zona
        </Button>
      )}
    </Box>
  );
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
  const showMap = params.view === 'map';
  const isDesktop = useIsDesktop();
  const [activeId, setActiveId] = useState<string | null>(null);

  const results = search.isPending ? (
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
      <Text c="dimmed">
        {params.bbox
          ? 'Mueve el mapa o quita la zona para ver más lugares.'
          : 'Prueba con otra fecha, otro tipo de lugar o menos personas.'}
      </Text>
      <Button variant="light" onClick={onClear}>
        Ver todos los lugares
      </Button>
    </Stack>
  ) : (
    <div style={{ opacity: search.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <VenueGrid
        venues={venues}
        priorityCount={1}
        headingLevel={2}
        context={bookingContextOf(params)}
        cols={showMap && isDesktop ? { base: 1, lg: 2 } : undefined}
        onActive={showMap ? setActiveId : undefined}
      />
      {search.hasNextPage && (
        <Stack align="center" mt="xl">
          <Button variant="light" loading={search.isFetchingNextPage} onClick={() => search.fetchNextPage()}>
            Ver más lugares ({total - venues.length} más)
          </Button>
        </Stack>
      )}
    </div>
  );

  const map = showMap && (
    <ResultsMap
      venues={venues ?? []}
      params={params}
      onChange={onChange}
      activeId={activeId}
      height={isDesktop ? 'calc(100dvh - 140px)' : '60dvh'}
    />
  );

  return (
    <Page title="Explorar lugares" description="Estudios, salones, restaurantes y salas de juntas por hora en la CDMX.">
      <VenueFilters params={params} onChange={onChange} onClear={onClear} />
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text role="status" aria-live="polite" fw={600} c="dimmed">
          {venues && !search.isPlaceholderData ? countLabel(total) : search.isError ? '' : 'Buscando lugares…'}
        </Text>
        <Group gap="sm">
          {params.bbox && (
            <Button
              variant="light"
              color="gray"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => onChange({ bbox: undefined })}
            >
              Quitar zona del mapa
            </Button>
          )}
          {/* Links, so a tap before the app has loaded (a page drawn on the server) still switches. */}
          <Button.Group aria-label="Ver resultados como">
            {(['list', 'map'] as const).map((view) => {
              const active = (view === 'map') === showMap;
              return (
                <ButtonLink
                  key={view}
                  to="/venues"
                  search={{ ...params, view: view === 'map' ? 'map' : undefined }}
                  replace
                  variant={active ? 'filled' : 'default'}
                  aria-current={active ? 'true' : undefined}
                  leftSection={view === 'map' ? <IconMap size={16} aria-hidden /> : <IconList size={16} aria-hidden />}
                >
                  {view === 'map' ? 'Mapa' : 'Lista'}
                </ButtonLink>
              );
            })}
          </Button.Group>
        </Group>
      </Group>
      {showMap && isDesktop ? (
        <Grid gap="lg">
          <Grid.Col span={7}>{results}</Grid.Col>
          <Grid.Col span={5}>
            <Box pos="sticky" top={76}>
              {map}
            </Box>
          </Grid.Col>
        </Grid>
      ) : (
        <>
          {map}
          {results}
        </>
      )}
    </Page>
  );
}
