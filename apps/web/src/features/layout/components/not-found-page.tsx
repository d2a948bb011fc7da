import { Container, Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '../../../lib/links';

/** Any unknown path (SPEC.md §2). */
export function NotFoundPage() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="sm" ta="center">
        <Title order={1}>404 Page Not Found</Title>
        <Text c="dimmed">Did you forget to add the page to the router?</Text>
        <AnchorLink to="/" mt="md">
          Volver al inicio
        </AnchorLink>
      </Stack>
    </Container>
  );
}
