/**
 * The venues tab (SPEC.md §2, PRODUCT.md §3): every venue, inactive ones too, with
 * its owner, an activate/deactivate switch and an edit action.
 */
import { Badge, Card, Group, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconBuildingStore, IconEye, IconPencil, IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { CategoryBadge } from '../../../components/category-badge';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { VenueImage } from '../../../components/venue-image';
import { formatAmount } from '../../../lib/format';
import { ButtonLink } from '../../../lib/links';
import { toast } from '../../../lib/toast';
import { ADMIN_FAILURES, toastAdminFailure } from '../admin-feedback';
import { useAdminVenues, useSetVenueStatus } from '../api/use-admin';
import type { AdminVenue } from '../types';
import { EmptyState, LoadError, TabSkeleton } from './tab-states';

type StatusFilter = 'all' | 'active' | 'inactive';

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'active', label: 'Activos' },
  { value: 'inactive', label: 'Inactivos' },
];

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function VenueCard({ venue }: { venue: AdminVenue }) {
  const setStatus = useSetVenueStatus({
    onSuccess: (updated) => {
      toast.success(
        updated.isActive
          ? { title: 'Espacio activado', message: `«${updated.name}» vuelve a aparecer en las búsquedas.` }
          : { title: 'Espacio desactivado', message: `«${updated.name}» ya no aparece en las búsquedas.` },
      );
    },
    onError: (error) => toastAdminFailure(error, ADMIN_FAILURES.venueStatus),
  });
  const price = formatAmount(venue.pricePerHour);
  const checked = setStatus.isPending ? (setStatus.variables?.isActive ?? venue.isActive) : venue.isActive;
  // Deactivating hides the venue from every guest at once: ask first (issue 13).
  const [confirmOff, setConfirmOff] = useState(false);

  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={venue.name}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <VenueImage src={venue.images[0]} alt="" w={72} h={72} radius="md" fit="cover" style={{ flexShrink: 0 }} />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={700} lineClamp={2}>
            {venue.name}
          </Text>
          <Group gap={6}>
            <CategoryBadge category={venue.category} size="sm" />
            <Badge size="sm" variant="light" color={venue.isActive ? 'green' : 'red'}>
              {venue.isActive ? 'Activo' : 'Inactivo'}
            </Badge>
          </Group>
          <Text fz="sm" c="dimmed">
            {venue.city} · {venue.capacity} personas{price ? ` · ${price}/hora` : ''}
          </Text>
          <Text fz="sm" c="dimmed" truncate>
            Propietario: {venue.ownerName}
          </Text>
        </Stack>
      </Group>
      <Group justify="space-between" gap="sm" mt="md">
        <Switch
          label="Espacio activo"
          checked={checked}
          disabled={setStatus.isPending}
          onChange={(event) => {
            if (event.currentTarget.checked) setStatus.mutate({ venueId: venue.id, isActive: true });
            else setConfirmOff(true);
          }}
        />
        <ConfirmDialog
          opened={confirmOff}
          title="Desactivar espacio"
          confirmLabel="Sí, desactivar"
          loading={setStatus.isPending}
          onClose={() => setConfirmOff(false)}
          onConfirm={() =>
            setStatus.mutate({ venueId: venue.id, isActive: false }, { onSettled: () => setConfirmOff(false) })
          }
        >
          <Text>
            ¿Desactivar <strong>{venue.name}</strong>? Dejará de aparecer en las búsquedas y nadie podrá reservarlo
            hasta que lo actives de nuevo. Las reservas existentes se conservan.
          </Text>
        </ConfirmDialog>
        <Group gap="xs">
          <ButtonLink
            to="/venue/$venueId"
            params={{ venueId: venue.id }}
            variant="subtle"
            size="xs"
            leftSection={<IconEye size={14} aria-hidden />}
          >
            Ver
          </ButtonLink>
          <ButtonLink
            to="/edit-venue/$venueId"
            params={{ venueId: venue.id }}
            variant="default"
            size="xs"
            leftSection={<IconPencil size={14} aria-hidden />}
          >
            Editar
          </ButtonLink>
        </Group>
      </Group>
    </Card>
  );
}

export function VenuesTab() {
  const venues = useAdminVenues();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const deferredQuery = useDeferredValue(query);
  const needle = fold(deferredQuery.trim());
  const shown =
    venues.data?.filter(
      (venue) =>
        (status === 'all' || venue.isActive === (status === 'active')) &&
        (needle === '' || fold(`${venue.name} ${venue.city} ${venue.ownerName}`).includes(needle)),
    ) ?? [];
  const inactiveCount = venues.data?.filter((venue) => !venue.isActive).length ?? 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <TextInput
          label="Buscar espacio"
          placeholder="Nombre, ciudad o propietario"
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        <SegmentedControl
          aria-label="Estado del espacio"
          data={STATUS_OPTIONS}
          value={status}
          onChange={(value) => setStatus(value as StatusFilter)}
        />
      </Group>
      {venues.data && (
        <Text fz="sm" c="dimmed" aria-live="polite">
          {venues.data.length} venues en total · {inactiveCount} {inactiveCount === 1 ? 'inactivo' : 'inactivos'}
          {shown.length !== venues.data.length ? ` · ${shown.length} mostrados` : ''}
        </Text>
      )}
      {venues.isPending ? (
        <TabSkeleton label="Cargando espacios" rows={4} height={150} />
      ) : venues.isError ? (
        <LoadError onRetry={() => void venues.refetch()}>No pudimos cargar los espacios.</LoadError>
      ) : venues.data.length === 0 ? (
        <EmptyState icon={IconBuildingStore} title="Aún no hay espacios">
          Cuando un propietario publique un espacio aparecerá aquí.
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState icon={IconBuildingStore} title="Ningún espacio coincide">
          Prueba con otro nombre o cambia el filtro de estado.
        </EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
          {shown.map((venue) => (
            <VenueCard key={venue.id} venue={venue} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
