/**
 * A venue in a list (SPEC.md §2 /venues, landing): the whole card links to the venue.
 */
import { Box, Card, Group, Stack, Text } from '@mantine/core';
import type { VenueDto } from '@rentas/api';
import { CARD_IMAGE_SIZES } from '@rentas/domain';
import { IconMapPin, IconUsers } from '@tabler/icons-react';
import { useFirstIdle } from '../../../lib/first-idle';
import { displayRating, formatAmount } from '../../../lib/format-money';
import { BlockLink } from '../../../lib/links';
import { CategoryBadge } from './category-badge';
import { RatingLabel } from './rating-label';
import classes from './venue-card.module.css';
import { VenueImage } from './venue-image';

/** Price line: '$850.00 / hora', else the day price, else a neutral text. */
export function priceLine(venue: Pick<VenueDto, 'pricePerHour' | 'pricePerDay'>): string {
  const hour = formatAmount(venue.pricePerHour);
  if (hour) return `${hour} / hora`;
  const day = formatAmount(venue.pricePerDay);
  if (day) return `${day} / día`;
  return 'Precio a consultar';
}

export function VenueCard({
  venue,
  defaultRating,
  headingLevel = 3,
  priority = false,
}: {
  venue: VenueDto;
  /** shown when the venue has no reviews (landing 4.8, SPEC.md §9) */
  defaultRating?: number;
  headingLevel?: 2 | 3;
  /** the card is likely in view when the page opens: its photo loads at once, first */
  priority?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  // Photos further down start once the page has shown, after the one likely on screen.
  const firstIdle = useFirstIdle();
  return (
    <BlockLink to="/venue/$venueId" params={{ venueId: venue.id }} className={classes.link}>
      <Card withBorder radius="lg" padding={0} className={classes.card} h="100%">
        <Card.Section className={classes.media}>
          {priority || firstIdle ? (
            <VenueImage
              src={venue.images[0]}
              alt={venue.name}
              h={190}
              fit="cover"
              sizes={CARD_IMAGE_SIZES}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
            />
          ) : (
            <Box h={190} bg="gray.1" aria-hidden />
          )}
          <CategoryBadge category={venue.category} className={classes.badge} variant="white" />
        </Card.Section>
        <Stack gap={6} p="md" style={{ flex: 1 }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Text component={Heading} fw={700} fz="md" lh={1.3} lineClamp={2} m={0}>
              {venue.name}
            </Text>
            {defaultRating !== undefined ? (
              <RatingLabel value={displayRating(venue.rating, venue.reviewCount, defaultRating)} />
            ) : venue.reviewCount > 0 ? (
              <RatingLabel value={displayRating(venue.rating, venue.reviewCount, 5)} />
            ) : (
              <Text fz="xs" fw={600} c="grape.7" style={{ whiteSpace: 'nowrap' }}>
                Nuevo
              </Text>
            )}
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
          </Group>
          <Text fw={700} fz="md" c="grape.8" mt="auto">
            {priceLine(venue)}
          </Text>
        </Stack>
      </Card>
    </BlockLink>
  );
}
