import { Anchor, Container, Group, Text } from '@mantine/core';
import { serverPaths } from '../../../lib/paths';

/** Landing footer with the admin login link (SPEC.md §2). */
export function SiteFooter() {
  return (
    <Container component="footer" size="lg" w="100%" px="md" py="xl">
      <Group justify="space-between" gap="sm">
        <Text fz="sm" c="dimmed">
          © {new Date().getFullYear()} Rentas por Hora · Ciudad de México
        </Text>
        <Anchor href={serverPaths.login('admin')} fz="sm" c="dimmed">
          Acceso administradores
        </Anchor>
      </Group>
    </Container>
  );
}
