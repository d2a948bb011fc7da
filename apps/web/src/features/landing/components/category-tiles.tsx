import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '@rentas/domain';
import {
  IconBuildingCommunity,
  IconCamera,
  IconConfetti,
  IconMicrophone2,
  IconPresentation,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import { CATEGORY_COLORS } from '../../../lib/category-colors';
import { BlockLink } from '../../../lib/links';
import classes from './category-tiles.module.css';

const ICONS: Record<Category, typeof IconCamera> = {
  audio_studio: IconMicrophone2,
  photo_studio: IconCamera,
  restaurant: IconToolsKitchen2,
  event_space: IconConfetti,
  meeting_room: IconPresentation,
  other: IconBuildingCommunity,
};

/** Category tiles linking to /venues?category=… (SPEC.md §2 Landing). */
export function CategoryTiles() {
  return (
    <Stack gap="lg" component="section" aria-labelledby="categories-title">
      <Stack gap={4}>
        <Title order={2} id="categories-title" fz={{ base: 24, sm: 30 }}>
          Explora por categoría
        </Title>
        <Text c="dimmed">Encuentra el espacio ideal para tu grabación, sesión, reunión o evento.</Text>
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
        {CATEGORIES.map((category) => {
          const Icon = ICONS[category];
          return (
            <BlockLink key={category} to="/venues" search={{ category }} className={classes.tile}>
              <Card withBorder radius="lg" padding="md" h="100%" className={classes.card}>
                <Stack align="center" gap="sm" ta="center">
                  <ThemeIcon size={52} radius="xl" variant="light" color={CATEGORY_COLORS[category]}>
                    <Icon size={28} aria-hidden />
                  </ThemeIcon>
                  <Text fw={600} fz="sm">
                    {CATEGORY_LABELS[category]}
                  </Text>
                </Stack>
              </Card>
            </BlockLink>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
