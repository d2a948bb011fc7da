import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { VenueDto } from '@rentas/api';
import type { BookingContext } from '@rentas/domain';
import { startTransition, useEffect, useState } from 'react';
import { useFirstIdle, whenIdle } from '../../../lib/first-idle';
import { VenueCard } from './venue-card';

/** Cards drawn in the page's first paint (the first row on a wide screen). */
const FIRST_PAINT_CARDS = 3;
/** Cards added at each later idle moment: short tasks, so the page stays responsive. */
const CARDS_PER_IDLE = 6;

export function VenueGrid({
  venues,
  priorityCount = 0,
  headingLevel,
  context,
  cols = { base: 1, xs: 2, md: 3 },
  onActive,
}: {
  venues: VenueDto[];
  /** columns by breakpoint (narrower beside the map, issue 18) */
  cols?: Record<string, number>;
  /** told which card is under the pointer or focus (the map emphasises its pin), null when none */
  onActive?: (id: string | null) => void;
  /** the cards' heading level: 3 under a section heading (default), 2 right under the page title */
  headingLevel?: 2 | 3;
  /** how many first cards are likely in view when the page opens (their photos load first) */
  priorityCount?: number;
  /** the search's date, time, duration and party size, carried to the venue page (issue 13) */
  context?: BookingContext;
}) {
  // The first screenful shows first; the rest of the cards follow, a few at each moment the
  // browser is free (as transitions, so React draws them in short slices).
  const firstIdle = useFirstIdle();
  const [count, setCount] = useState(firstIdle ? Number.POSITIVE_INFINITY : FIRST_PAINT_CARDS);
  useEffect(() => {
    if (!firstIdle || count >= venues.length) return;
    return whenIdle(() => startTransition(() => setCount((current) => current + CARDS_PER_IDLE)));
  }, [firstIdle, count, venues.length]);
  const shown = venues.slice(0, count);
  return (
    <SimpleGrid cols={cols} spacing="lg">
      {shown.map((venue, index) => {
        const card = (
          <VenueCard
            key={venue.id}
            venue={venue}
            priority={index < priorityCount}
            headingLevel={headingLevel}
            context={context}
          />
        );
        return onActive ? (
          // biome-ignore lint/a11y/noStaticElementInteractions: pointer and focus only mirror the card's pin on the map; the card inside is the link
          <div
            key={venue.id}
            onMouseEnter={() => onActive(venue.id)}
            onMouseLeave={() => onActive(null)}
            onFocus={() => onActive(venue.id)}
            onBlur={() => onActive(null)}
          >
            {card}
          </div>
        ) : (
          card
        );
      })}
    </SimpleGrid>
  );
}

/** Loading placeholders shaped like venue cards. */
export function VenueGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3 }}
      spacing="lg"
      role="status"
      aria-busy="true"
      aria-label="Cargando lugares"
    >
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} withBorder radius="lg" padding={0}>
          <Skeleton h={190} radius={0} />
          <Stack gap={8} p="md">
            <Skeleton h={18} w="70%" />
            <Skeleton h={14} w="50%" />
            <Skeleton h={18} w="40%" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
