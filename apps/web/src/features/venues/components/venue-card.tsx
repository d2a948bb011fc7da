/**
 * A venue in a list (SPEC.md §2 /venues, landing): the whole card links to the venue; the heart
 * (issue 16) sits over the photo, beside the link rather than inside it (a button in a link is
 * not allowed).
 */
import { Box, Card, Group, Stack, Text } from '@mantine/core';
import type { VenueDto } from '@rentas/api';
import { type BookingContext, CARD_IMAGE_SIZES, placeLine } from '@rentas/domain';
import { IconMapPin, IconUsers } from '@tabler/icons-react';
import { useId } from 'react';
import { CategoryBadge } from '../../../components/category-badge';
import { VenueImage } from '../../../components/venue-image';
import { useFirstIdle } from '../../../lib/first-idle';
import { displayRating, formatAmount } from '../../../lib/format-money';
import { BlockLink } from '../../../lib/links';
import { FavoriteButton } from '../../favorites/components/favorite-button';
import { distanceLabel } from '../place-labels';
import { NewVenueLabel, RatingLabel } from './rating-label';
import classes from './venue-card.module.css';

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
  headingLevel = 3,
  priority = false,
  context,
}: {
  venue: VenueDto;
  headingLevel?: 2 | 3;
  /** the card is likely in view when the page opens: its photo loads at once, first */
  priority?: boolean;
  /** the search context, carried to the venue page's URL (issue 13) */
  context?: BookingContext;
}) {
  const Heading = `h${headingLevel}` as const;
  // Photos further down start once the page has shown, after the one likely on screen.
  const firstIdle = useFirstIdle();
  const nameId = useId();
  return (
    <div className={classes.wrapper}>
      <BlockLink to="/venue/$venueId" params={{ venueId: venue.id }} search={context ?? {}} className={classes.link}>
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
              <Text component={Heading} id={nameId} fw={700} fz="md" lh={1.3} lineClamp={2} m={0}>
                {venue.name}
              </Text>
              {venue.reviewCount > 0 ? (
                <RatingLabel value={displayRating(venue.rating, venue.reviewCount, 5)} />
              ) : (
                <NewVenueLabel size="xs" />
              )}
            </Group>
            <Group gap="md" c="dimmed">
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={15} aria-hidden />
                <Text fz="sm" lineClamp={1}>
                  {placeLine(venue)}
                </Text>
              </Group>
              <Group gap={4} wrap="nowrap">
                <IconUsers size={15} aria-hidden />
                <Text fz="sm">Hasta {venue.capacity} personas</Text>
              </Group>
              {venue.distanceMeters !== undefined && <Text fz="sm">{distanceLabel(venue.distanceMeters)}</Text>}
            </Group>
            <Text fw={700} fz="md" c="grape.8" mt="auto">
              {priceLine(venue)}
            </Text>
          </Stack>
        </Card>
      </BlockLink>
      <FavoriteButton venueId={venue.id} describedBy={nameId} className={classes.favorite} />
    </div>
  );
}
