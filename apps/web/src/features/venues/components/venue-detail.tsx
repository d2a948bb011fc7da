/**
 * /venue/{id} (SPEC.md §2): photos, facts, description, amenities, the first 3
 * reviews, the place on a map (issue 18) with a link by address, the 'Reservar' button, "Enviar mensaje al anfitrión" (issue 15) and
 * the favourites heart (issue 16).
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
  ADD_ON_UNIT_TEXT,
  type AddOnDto,
  BOOKING_MODE_TEXT,
  type BookingContext,
  CANCELLATION_POLICY_TEXT,
  computeBookingPrice,
  DAY_PRICE_HOURS,
  DEFAULT_DURATION,
  type Duration,
  formatMXN,
  placeLine,
} from '@rentas/domain';
import {
  IconAlertCircle,
  IconCalendarPlus,
  IconCheck,
  IconExternalLink,
  IconMapPin,
  IconUsers,
} from '@tabler/icons-react';
import { useState } from 'react';
import { CategoryBadge } from '../../../components/category-badge';
import { DurationChoice } from '../../../components/duration-choice';
import { LazyMonthCalendar } from '../../../components/lazy-month-calendar';
import { Page } from '../../../components/page';
import { appCodeOf, httpStatusOf } from '../../../lib/errors';
import { centavosOf, displayRating, formatAmount, formatDayOption, formatLongDate } from '../../../lib/format';
import { AnchorLink, ButtonLink } from '../../../lib/links';
import { useIsPhone } from '../../../lib/screen';
import { dayOf, useMonthAvailability } from '../../bookings/api/use-availability';
import { FavoriteButton } from '../../favorites/components/favorite-button';
import { LazyMap } from '../../map/lazy-map';
import { AskHostButton } from '../../messages/components/ask-host-button';
import { useVenue, useVenueReviews } from '../api/use-venues';
import { NewVenueLabel, RatingLabel } from './rating-label';
import { priceLine } from './venue-card';
import { VenueGallery } from './venue-gallery';

export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
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
  const reviews = useVenueReviews(venueId, 3);
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

/**
 * The venue's place (issue 18): its colonia and alcaldía, a small map with the pin (or a circle
 * around the colonia's centre while the place is approximate), the address and a link that
 * opens it in a maps app (SPEC.md §2), which stay when the map cannot load.
 */
function VenueMap({ venue, address }: { venue: VenueDto; address: string }) {
  const area = [venue.colonia, venue.alcaldia].filter(Boolean).join(', ');
  return (
    <Card withBorder radius="lg" padding={0} component="section" aria-label="Ubicación">
      <LazyMap
        height={240}
        mode="venue"
        lat={venue.lat}
        lng={venue.lng}
        approximate={venue.locationApproximate}
        label={`Mapa de ${venue.name}`}
      />
      <Stack gap={4} p="md">
        {area && (
          <Group gap="xs">
            <Text fw={600}>{area}</Text>
            {venue.locationApproximate && (
              <Badge variant="light" color="gray" size="sm">
                Ubicación aproximada
              </Badge>
            )}
          </Group>
        )}
        <Text fz="sm">{address}</Text>
        <Anchor href={mapsSearchUrl(address)} target="_blank" rel="noopener noreferrer" fz="sm" fw={600}>
          <Group gap={4} component="span">
            Ver en Google Maps
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      </Stack>
    </Card>
  );
}

/**
 * Issue 18: which of the next 30 days have a free slot for the chosen duration (the others
 * greyed) and the chosen day's free start times, each a link to the booking form with the slot
 * filled in; one availability request per duration for the whole month.
 */
function VenueAvailability({ venue, context }: { venue: VenueDto; context: BookingContext }) {
  const [duration, setDuration] = useState<Duration>(context.duration ?? DEFAULT_DURATION);
  const [date, setDate] = useState<string | null>(context.date ?? null);
  const month = useMonthAvailability(venue.id, duration);
  const day = dayOf(month.data, date);
  const isPhone = useIsPhone();
  return (
    <Stack gap="sm" component="section" aria-labelledby="availability-title">
      <Title order={2} fz="xl" id="availability-title">
        Disponibilidad
      </Title>
      <DurationChoice value={duration} onChange={setDuration} />
      {month.isError ? (
        <Text c="dimmed">No pudimos consultar la disponibilidad. Intenta de nuevo en unos segundos.</Text>
      ) : !month.data ? (
        <Skeleton h={300} />
      ) : (
        <LazyMonthCalendar
          days={month.data}
          value={date}
          onChange={setDate}
          columns={isPhone ? 1 : 2}
          label="Días con horarios libres"
        />
      )}
      <Text fz="sm" c="dimmed">
        Los días en gris no tienen horarios libres de {duration} horas.
      </Text>
      {date && day && (
        <Stack gap={6} aria-live="polite">
          <Text fw={600}>{formatDayOption(date)}</Text>
          {day.freeStartTimes.length ? (
            <Group gap="xs">
              {day.freeStartTimes.map((startTime) => (
                <ButtonLink
                  key={startTime}
                  to="/booking/$venueId"
                  params={{ venueId: venue.id }}
                  search={{ ...context, date, startTime, duration }}
                  variant="light"
                  aria-label={`Reservar el ${formatDayOption(date)} a las ${startTime}, ${duration} horas`}
                >
                  {startTime}
                </ButtonLink>
              ))}
            </Group>
          ) : (
            <Text c="dimmed">Ese día no tiene horarios libres de {duration} horas.</Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** True when an 8-hour booking of the venue costs its day price (lower than 8 × the hourly price). */
function dayPriceCounts(venue: Pick<VenueDto, 'pricePerHour' | 'pricePerDay'>): boolean {
  if (venue.pricePerHour === null || venue.pricePerDay === null) return false;
  return computeBookingPrice(centavosOf(venue.pricePerHour), DAY_PRICE_HOURS, centavosOf(venue.pricePerDay))
    .dayPriceApplied;
}

/** Price (hourly, and the day price when it applies), capacity and the 'Reservar' button. */
function BookCard({ venue, context }: { venue: VenueDto; context: BookingContext }) {
  return (
    <Card withBorder radius="lg" padding="lg" shadow="sm">
      <Stack gap="sm">
        <Text fz={26} fw={800} c="grape.8">
          {priceLine(venue)}
        </Text>
        {dayPriceCounts(venue) && (
          <Text fz="sm" fw={600} data-testid="day-price">
            {formatAmount(venue.pricePerDay)} / día (reservas de {DAY_PRICE_HOURS} horas)
          </Text>
        )}
        <Group gap={6} c="dimmed">
          <IconUsers size={18} aria-hidden />
          <Text>Capacidad: hasta {venue.capacity} personas</Text>
        </Group>
        <Divider />
        <ButtonLink
          to="/booking/$venueId"
          params={{ venueId: venue.id }}
          search={context}
          size="lg"
          fullWidth
          data-primary-action
          leftSection={<IconCalendarPlus size={20} aria-hidden />}
        >
          Reservar
        </ButtonLink>
        <Text fz="xs" c="dimmed" ta="center">
          Reserva por 2, 4 u 8 horas. Pagas en el lugar.
        </Text>
        <AskHostButton venue={venue} />
      </Stack>
    </Card>
  );
}

/**
 * Issue 16: the host's rules, before booking: how it is booked, the cancellation policy, the
 * notice and buffer in plain words, the cleaning fee and the extras with their prices.
 */
function BookingRules({ venue }: { venue: VenueDto & { addOns?: AddOnDto[] } }) {
  const policy = CANCELLATION_POLICY_TEXT[venue.cancellationPolicy];
  const lines = [
    `${BOOKING_MODE_TEXT[venue.bookingMode].label}: ${BOOKING_MODE_TEXT[venue.bookingMode].summary}`,
    `Cancelación ${policy.label.toLowerCase()}: ${policy.summary}`,
    venue.minNoticeHours > 0 ? `Reserva con al menos ${venue.minNoticeHours} horas de anticipación.` : null,
    venue.bufferMinutes > 0
      ? `El anfitrión deja ${venue.bufferMinutes === 60 ? '1 hora' : venue.bufferMinutes === 120 ? '2 horas' : `${venue.bufferMinutes} minutos`} libres entre reservas.`
      : null,
    venue.cleaningFee ? `Tarifa de limpieza: ${formatMXN(centavosOf(venue.cleaningFee))} por reserva.` : null,
    ...(venue.addOns ?? []).map(
      (a) => `Extra: ${a.name}, ${formatMXN(centavosOf(a.price))} ${ADD_ON_UNIT_TEXT[a.unit]}.`,
    ),
  ].filter((line): line is string => line !== null);
  return (
    <Stack gap="xs" component="section" aria-labelledby="rules-title">
      <Title order={2} fz="xl" id="rules-title">
        Reglas de reserva
      </Title>
      <Stack gap={4} component="ul" style={{ paddingLeft: '1.25rem', margin: 0 }}>
        {lines.map((line) => (
          <Text key={line} component="li" fz="sm">
            {line}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}

function DetailSkeleton() {
  return (
    <Page role="status" aria-busy="true" aria-label="Cargando espacio">
      <Skeleton h={380} radius="lg" />
      <Skeleton h={32} w="60%" />
      <Skeleton h={18} w="40%" />
      <Skeleton h={120} />
    </Page>
  );
}

export function VenueDetail({ venueId, context = {} }: { venueId: string; context?: BookingContext }) {
  const venue = useVenue(venueId);

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
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Title
                  order={1}
                  fz={{ base: 26, sm: 32 }}
                  id="venue-title"
                  miw={0}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {v.name}
                </Title>
                {/* issue 16: the heart; an inactive venue (seen by whoever manages it) cannot be saved */}
                {v.isActive && <FavoriteButton venueId={v.id} describedBy="venue-title" variant="default" />}
              </Group>
              <Group gap="lg">
                <Group gap={4} c="dimmed">
                  <IconMapPin size={18} aria-hidden />
                  <Text>{placeLine(v)}</Text>
                </Group>
                {v.reviewCount > 0 ? <RatingLabel value={rating} reviewCount={v.reviewCount} /> : <NewVenueLabel />}
              </Group>
            </Stack>
            <Box hiddenFrom="md">
              <BookCard venue={v} context={context} />
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
            <BookingRules venue={v} />
            <VenueAvailability venue={v} context={context} />
            <Reviews venueId={v.id} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg" style={{ position: 'sticky', top: 80 }}>
            <Box visibleFrom="md">
              <BookCard venue={v} context={context} />
            </Box>
            <VenueMap venue={v} address={address} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Page>
  );
}
