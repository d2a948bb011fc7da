/**
 * /venue/{id} (SPEC.md §2): photos, facts, description, amenities, the first 3
 * reviews, a map by address and the 'Reservar' button.
 */
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Card,
  Divider,
  Grid,
  Group,
  Rating,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { VenueDto } from '@rentas/api';
import {
  IconAlertCircle,
  IconCalendarPlus,
  IconCheck,
  IconExternalLink,
  IconMapPin,
  IconUsers,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { appCodeOf, httpStatusOf } from '../../../lib/errors';
import { useFirstIdle } from '../../../lib/first-idle';
import { displayRating, formatLongDate } from '../../../lib/format';
import { AnchorLink, ButtonLink } from '../../../lib/links';
import { useTRPC } from '../../../lib/trpc';
import { Page } from '../../layout/components/page';
import { CategoryBadge } from './category-badge';
import { RatingLabel } from './rating-label';
import { priceLine } from './venue-card';
import { VenueGallery } from './venue-gallery';

export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

export function mapsEmbedUrl(address: string): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
}

/** The address used for the map: street address plus city and country. */
function fullAddress(venue: VenueDto): string {
  return [venue.address, venue.city, venue.country].filter(Boolean).join(', ');
}

export function VenueNotFound() {
  return (
    <Page size="sm">
      <Stack align="center" ta="center" py={48} gap="sm">
        <Title order={1} fz={28}>
          Venue no encontrado
        </Title>
        <Text c="dimmed">Es posible que el lugar ya no esté disponible.</Text>
        <AnchorLink to="/" fw={600}>
          Volver al inicio
        </AnchorLink>
      </Stack>
    </Page>
  );
}

function Reviews({ venueId }: { venueId: string }) {
  const trpc = useTRPC();
  const reviews = useQuery(trpc.venues.reviews.queryOptions({ venueId, limit: 3 }));
  return (
    <Stack gap="sm" component="section" aria-labelledby="reviews-title">
      <Title order={2} fz="xl" id="reviews-title">
        Reseñas
      </Title>
      {reviews.isPending ? (
        <Skeleton h={80} />
      ) : reviews.isError ? (
        <Text c="dimmed">No pudimos cargar las reseñas.</Text>
      ) : reviews.data.length === 0 ? (
        <Text c="dimmed">Este lugar aún no tiene reseñas.</Text>
      ) : (
        reviews.data.slice(0, 3).map((review) => (
          <Card key={review.id} withBorder radius="md" padding="md" component="article">
            <Group justify="space-between" mb={6}>
              <Text fw={600}>{review.user.firstName}</Text>
              <Rating
                value={review.rating}
                readOnly
                size="sm"
                role="img"
                aria-label={`${review.rating} de 5 estrellas`}
              />
            </Group>
            <Text fz="sm">{review.comment}</Text>
            <Text fz="xs" c="dimmed" mt={6}>
              {formatLongDate(review.createdAt)}
            </Text>
          </Card>
        ))
      )}
    </Stack>
  );
}

/** Price, capacity and the 'Reservar' button. */
function BookCard({ venue }: { venue: VenueDto }) {
  return (
    <Card withBorder radius="lg" padding="lg" shadow="sm">
      <Stack gap="sm">
        <Text fz={26} fw={800} c="grape.8">
          {priceLine(venue)}
        </Text>
        <Group gap={6} c="dimmed">
          <IconUsers size={18} aria-hidden />
          <Text>Capacidad: hasta {venue.capacity} personas</Text>
        </Group>
        <Divider />
        <ButtonLink
          to="/booking/$venueId"
          params={{ venueId: venue.id }}
          size="lg"
          fullWidth
          leftSection={<IconCalendarPlus size={20} aria-hidden />}
        >
          Reservar
        </ButtonLink>
        <Text fz="xs" c="dimmed" ta="center">
          Reserva por 2, 4 u 8 horas. Pagas en el lugar.
        </Text>
      </Stack>
    </Card>
  );
}

function DetailSkeleton() {
  return (
    <Page aria-busy="true" aria-label="Cargando venue">
      <Skeleton h={380} radius="lg" />
      <Skeleton h={32} w="60%" />
      <Skeleton h={18} w="40%" />
      <Skeleton h={120} />
    </Page>
  );
}

export function VenueDetail({ venueId }: { venueId: string }) {
  const trpc = useTRPC();
  const venue = useQuery(trpc.venues.byId.queryOptions({ id: venueId }));
  // The map (a Google page of its own) loads once this page has shown.
  const firstIdle = useFirstIdle();

  if (venue.isPending) return <DetailSkeleton />;
  if (venue.isError) {
    const code = appCodeOf(venue.error);
    if (code === 'VENUE_NOT_FOUND' || httpStatusOf(venue.error) === 404 || code === 'VALIDATION') {
      return <VenueNotFound />;
    }
    return (
      <Page size="sm">
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} title="Error">
          No pudimos cargar este lugar. Intenta de nuevo en unos segundos.
        </Alert>
      </Page>
    );
  }

  const v = venue.data;
  const address = fullAddress(v);
  const rating = displayRating(v.rating, v.reviewCount, 5);

  return (
    <Page>
      <Grid gap={{ base: 'lg', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <VenueGallery images={v.images} name={v.name} />
            <Stack gap="xs">
              <Group gap="xs">
                <CategoryBadge category={v.category} />
                {!v.isActive && (
                  <Badge color="gray" variant="outline">
                    Inactivo
                  </Badge>
                )}
              </Group>
              <Title order={1} fz={{ base: 26, sm: 32 }}>
                {v.name}
              </Title>
              <Group gap="lg">
                <Group gap={4} c="dimmed">
                  <IconMapPin size={18} aria-hidden />
                  <Text>
                    {v.city}, {v.country}
                  </Text>
                </Group>
                <RatingLabel value={rating} reviewCount={v.reviewCount} />
              </Group>
            </Stack>
            <Box hiddenFrom="md">
              <BookCard venue={v} />
            </Box>
            <Stack gap="xs" component="section" aria-labelledby="about-title">
              <Title order={2} fz="xl" id="about-title">
                Descripción
              </Title>
              <Text style={{ whiteSpace: 'pre-line' }}>{v.description || 'Sin descripción.'}</Text>
            </Stack>
            {v.amenities.length > 0 && (
              <Stack gap="xs" component="section" aria-labelledby="amenities-title">
                <Title order={2} fz="xl" id="amenities-title">
                  Amenidades
                </Title>
                <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {v.amenities.map((amenity) => (
                    <Badge
                      key={amenity}
                      component="li"
                      variant="light"
                      color="teal"
                      size="lg"
                      leftSection={<IconCheck size={14} aria-hidden />}
                      tt="none"
                    >
                      {amenity}
                    </Badge>
                  ))}
                </Group>
              </Stack>
            )}
            <Reviews venueId={v.id} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg" style={{ position: 'sticky', top: 80 }}>
            <Box visibleFrom="md">
              <BookCard venue={v} />
            </Box>
            <Card withBorder radius="lg" padding={0}>
              {firstIdle ? (
                <Box
                  component="iframe"
                  title={`Mapa de ${v.name}`}
                  src={mapsEmbedUrl(address)}
                  loading="lazy"
                  referrerPolicy="no-referrer-when-downgrade"
                  style={{ border: 0, width: '100%', height: 260, display: 'block' }}
                />
              ) : (
                <Box h={260} bg="gray.1" />
              )}
              <Stack gap={4} p="md">
                <Text fz="sm">{address}</Text>
                <Anchor href={mapsSearchUrl(address)} target="_blank" rel="noopener noreferrer" fz="sm" fw={600}>
                  <Group gap={4} component="span">
                    Ver en Google Maps
                    <IconExternalLink size={14} aria-hidden />
                  </Group>
                </Anchor>
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </Page>
  );
}
