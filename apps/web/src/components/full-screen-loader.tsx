import { Box, Container, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';

/**
 * Shown while the auth check runs and the page's code loads (SPEC.md §2). Issue 13: on a slow
 * connection people keep the header and see the shape of the content, not a lone spinner.
 * The same shape as index.html's first paint, so nothing jumps when React takes over.
 */
export function FullScreenLoader() {
  return (
    <Box mih="100dvh" role="status" aria-label="Cargando">
      <Group h={64} gap={8} px="md" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <ThemeIcon size={34} radius="md" variant="gradient" gradient={{ from: 'grape.7', to: 'pink.5', deg: 135 }}>
          <IconClockHour4 size={22} aria-hidden />
        </ThemeIcon>
        <Text fw={800} fz="lg" c="dark.8">
          Rentas por Hora
        </Text>
      </Group>
      <Container size="lg" py="lg" px="md">
        <Stack gap="md">
          <Skeleton h={32} w="55%" radius="md" />
          <Text c="dimmed">Cargando…</Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={280} radius="md" />
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}

/** A page-level placeholder inside the layout: the shape of a detail page (title, facts, a card). */
export function PageLoader() {
  return (
    <Container size="md" py="xl" px="md" role="status" aria-label="Cargando">
      <Stack gap="md">
        <Skeleton h={30} w="60%" radius="md" />
        <Skeleton h={16} w="40%" radius="md" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Skeleton h={220} radius="lg" />
          <Skeleton h={220} radius="lg" />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
