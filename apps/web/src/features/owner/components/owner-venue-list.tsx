/**
 * The owner's venues (SPEC.md §2 /owner-dashboard): active/inactive badge, capacity,
 * prices, review count; 'Ver', 'Editar', blocked time and delete after confirmation.
 * On phones (issue 19) each venue is a compact row (photo, name, state, price) with its
 * actions in a menu; with more than 6 venues a search box narrows the list.
 */
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Menu,
  Modal,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { VenueDto } from '@rentas/api';
import {
  IconAlertCircle,
  IconBuildingStore,
  IconCalendarOff,
  IconDotsVertical,
  IconEye,
  IconMapPin,
  IconPencil,
  IconSearch,
  IconStar,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { CategoryBadge } from '../../../components/category-badge';
import { VenueImage } from '../../../components/venue-image';
import { appCodeOf } from '../../../lib/errors';
import { displayRating, formatAmount } from '../../../lib/format';
import { ButtonLink } from '../../../lib/links';
import { useIsPhone } from '../../../lib/screen';
import { toast } from '../../../lib/toast';
import { useDeleteVenue, useMyVenues } from '../api/use-owner-venues';
import { BlockedTimeModal } from './blocked-time-modal';

const DELETE_FAILED = 'No se pudo eliminar el venue.';
/** Long lists start collapsed (newest first), so the bookings below stay in reach on phones. */
const VISIBLE_VENUES = 6;

function reviewsLabel(count: number): string {
  return count === 1 ? '1 reseña' : `${count} reseñas`;
}

function priceText(venue: VenueDto): string {
  const hour = formatAmount(venue.pricePerHour);
  const day = formatAmount(venue.pricePerDay);
  return [hour && `${hour} / hora`, day && `${day} / día`].filter(Boolean).join(' · ') || 'Sin precio';
}

/** A phone's row: photo, name, state and price, and the actions in a menu. */
function CompactVenueRow({
  venue,
  onDelete,
  onBlocks,
}: {
  venue: VenueDto;
  onDelete: (venue: VenueDto) => void;
  onBlocks: (venue: VenueDto) => void;
}) {
  const navigate = useNavigate();
  return (
    <Card withBorder radius="md" padding="xs" component="article" aria-label={venue.name}>
      <Group gap="sm" wrap="nowrap" align="center">
        <VenueImage src={venue.images[0]} alt="" w={56} h={56} radius="sm" fit="cover" style={{ flexShrink: 0 }} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} fz="sm" lineClamp={2}>
            {venue.name}
          </Text>
          <Group gap={6} wrap="wrap">
            <Badge size="xs" variant={venue.isActive ? 'filled' : 'outline'} color={venue.isActive ? 'teal' : 'gray'}>
              {venue.isActive ? 'Activo' : 'Inactivo'}
            </Badge>
            <Text fz="xs" fw={700} c="grape.8">
              {priceText(venue)}
            </Text>
          </Group>
        </Stack>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="default" size={40} radius="md" aria-label={`Acciones de ${venue.name}`}>
              <IconDotsVertical size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconEye size={16} aria-hidden />}
              onClick={() => void navigate({ to: '/venue/$venueId', params: { venueId: venue.id } })}
            >
              Ver
            </Menu.Item>
            <Menu.Item
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => void navigate({ to: '/edit-venue/$venueId', params: { venueId: venue.id } })}
            >
              Editar
            </Menu.Item>
            <Menu.Item leftSection={<IconCalendarOff size={16} aria-hidden />} onClick={() => onBlocks(venue)}>
              Bloquear horarios
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onDelete(venue)}>
              Eliminar
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Card>
  );
}

function VenueRow({
  venue,
  onDelete,
  onBlocks,
}: {
  venue: VenueDto;
  onDelete: (venue: VenueDto) => void;
  onBlocks: (venue: VenueDto) => void;
}) {
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={venue.name}>
      <Grid gap="md" align="center">
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <VenueImage src={venue.images[0]} alt={venue.name} h={{ base: 150, sm: 110 }} radius="md" fit="cover" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 9 }}>
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" gap="xs">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Title order={3} fz="lg" lineClamp={2}>
                  {venue.name}
                </Title>
                <Group gap={6}>
                  <CategoryBadge category={venue.category} size="sm" />
                  <Badge
                    size="sm"
                    variant={venue.isActive ? 'filled' : 'outline'}
                    color={venue.isActive ? 'teal' : 'gray'}
                  >
                    {venue.isActive ? 'Activo' : 'Inactivo'}
                  </Badge>
                </Group>
              </Stack>
            </Group>
            <Group gap="md" c="dimmed">
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={15} aria-hidden />
                <Text fz="sm">{venue.city}</Text>
              </Group>
              <Group gap={4} wrap="nowrap">
                <IconUsers size={15} aria-hidden />
                <Text fz="sm">Hasta {venue.capacity} personas</Text>
              </Group>
              <Group gap={4} wrap="nowrap">
                <IconStar size={15} aria-hidden />
                <Text fz="sm">
                  {venue.reviewCount > 0
                    ? `${displayRating(venue.rating, venue.reviewCount, 5)} · ${reviewsLabel(venue.reviewCount)}`
                    : reviewsLabel(0)}
                </Text>
              </Group>
            </Group>
            <Text fz="sm" fw={700} c="grape.8">
              {priceText(venue)}
            </Text>
            <Group gap="xs" mt={4}>
              <ButtonLink
                to="/venue/$venueId"
                params={{ venueId: venue.id }}
                variant="default"
                size="xs"
                leftSection={<IconEye size={15} aria-hidden />}
              >
                Ver
              </ButtonLink>
              <ButtonLink
                to="/edit-venue/$venueId"
                params={{ venueId: venue.id }}
                variant="light"
                size="xs"
                leftSection={<IconPencil size={15} aria-hidden />}
              >
                Editar
              </ButtonLink>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconCalendarOff size={15} aria-hidden />}
                onClick={() => onBlocks(venue)}
              >
                Bloquear horarios
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={15} aria-hidden />}
                onClick={() => onDelete(venue)}
              >
                Eliminar
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </Card>
  );
}

function DeleteVenueModal({ venue, onClose }: { venue: VenueDto | null; onClose: () => void }) {
  const remove = useDeleteVenue({
    onSuccess: () => {
      toast.success({ title: 'Venue eliminado', message: venue ? `${venue.name} ya no está publicado.` : '' });
      onClose();
    },
    onError: (error) => {
      const code = appCodeOf(error);
      const specific = code && code !== 'INTERNAL' && error.message;
      toast.error({ title: 'Error', message: specific ? error.message : DELETE_FAILED });
    },
  });

  return (
    <Modal opened={venue !== null} onClose={onClose} title="Eliminar espacio" centered radius="lg">
      <Stack gap="md">
        <Text>¿Estás seguro de que quieres eliminar este venue?</Text>
        {venue && (
          <Text fw={600} fz="sm">
            {venue.name}
          </Text>
        )}
        <Text fz="sm" c="dimmed">
          Dejará de aparecer en las búsquedas. Las reservas pasadas se conservan.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={remove.isPending} data-autofocus>
            Cancelar
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => venue && remove.mutate({ id: venue.id })}>
            Eliminar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function OwnerVenueList() {
  const venues = useMyVenues();
  const [toDelete, setToDelete] = useState<VenueDto | null>(null);
  const [blocksFor, setBlocksFor] = useState<VenueDto | null>(null);
  const [showAll, setShowAll] = useState(false);
  const [query, setQuery] = useState('');
  const isPhone = useIsPhone();
  const Row = isPhone ? CompactVenueRow : VenueRow;
  const matching = useMemo(() => {
    const words = query.trim().toLocaleLowerCase('es-MX');
    const all = venues.data ?? [];
    return words ? all.filter((venue) => venue.name.toLocaleLowerCase('es-MX').includes(words)) : all;
  }, [venues.data, query]);

  return (
    <Stack gap="md" component="section" aria-labelledby="owner-venues-title">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="xl" id="owner-venues-title">
          Mis espacios{venues.data && venues.data.length > 0 ? ` (${venues.data.length})` : ''}
        </Title>
      </Group>
      {venues.isPending ? (
        <Stack gap="md" role="status" aria-busy="true" aria-label="Cargando espacios">
          <Skeleton h={140} radius="lg" />
          <Skeleton h={140} radius="lg" />
        </Stack>
      ) : venues.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} title="Error">
          No pudimos cargar tus espacios. Intenta de nuevo en unos segundos.
        </Alert>
      ) : venues.data.length === 0 ? (
        <Card withBorder radius="lg" padding="xl">
          <Stack align="center" ta="center" gap="sm">
            <ThemeIcon size={56} radius="xl" variant="light" color="gray">
              <IconBuildingStore size={30} aria-hidden />
            </ThemeIcon>
            <Title order={3} fz="lg">
              Aún no tienes venues
            </Title>
            <Text c="dimmed" fz="sm">
              Publica tu primer espacio y empieza a recibir reservas.
            </Text>
            <ButtonLink to="/add-venue">Agregar Venue</ButtonLink>
          </Stack>
        </Card>
      ) : (
        <>
          {venues.data.length > VISIBLE_VENUES && (
            <TextInput
              label="Buscar en mis espacios"
              placeholder="Nombre del espacio"
              leftSection={<IconSearch size={18} aria-hidden />}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              type="search"
            />
          )}
          {matching.length === 0 && (
            <Text c="dimmed" fz="sm" role="status">
              Ninguno de tus espacios se llama así.
            </Text>
          )}
          <Stack gap={isPhone ? 'xs' : 'md'}>
            {(showAll || query ? matching : matching.slice(0, VISIBLE_VENUES)).map((venue) => (
              <Row key={venue.id} venue={venue} onDelete={setToDelete} onBlocks={setBlocksFor} />
            ))}
          </Stack>
          {!query && venues.data.length > VISIBLE_VENUES && (
            <Button variant="default" onClick={() => setShowAll((value) => !value)} aria-expanded={showAll}>
              {showAll ? 'Mostrar menos' : `Mostrar todos (${venues.data.length})`}
            </Button>
          )}
        </>
      )}
      <DeleteVenueModal venue={toDelete} onClose={() => setToDelete(null)} />
      <BlockedTimeModal venue={blocksFor} onClose={() => setBlocksFor(null)} />
    </Stack>
  );
}
