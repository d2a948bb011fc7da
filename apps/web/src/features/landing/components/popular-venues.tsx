import { Group, Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '../../../lib/links';
import { usePopularVenues } from '../../venues/api/use-venues';
import { VenueGrid, VenueGridSkeleton } from '../../venues/components/venue-grid';

/** SPEC.md §9: landing shows up to 6; the default rating is 4.8; a failure hides the section. */
export function PopularVenues() {
  const popular = usePopularVenues();
  if (popular.isError || (popular.data && popular.data.length === 0)) return null;

  return (
    <Stack gap="lg" component="section" aria-labelledby="popular-title">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={2} id="popular-title" fz={{ base: 24, sm: 30 }}>
            Lugares populares
          </Title>
          <Text c="dimmed">Los favoritos de nuestra comunidad en la Ciudad de México.</Text>
        </Stack>
        <AnchorLink to="/venues" fw={600}>
          Ver todos
        </AnchorLink>
      </Group>
      {popular.isPending ? <VenueGridSkeleton /> : <VenueGrid venues={popular.data.slice(0, 6)} />}
    </Stack>
  );
}
