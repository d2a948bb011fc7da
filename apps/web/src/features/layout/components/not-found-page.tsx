import { Button, Container, Group, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconMapSearch, IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { AnchorLink, ButtonLink } from '../../../lib/links';

/**
 * Any unknown path (PRODUCT.md round 2, replacing SPEC.md's developer-English 404): a Spanish
 * explanation, a search box that opens /venues with the words, and links to /venues and /.
 * The server answers such paths with HTTP 404.
 */
export function NotFoundPage() {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const search = (event: FormEvent) => {
    event.preventDefault();
    const words = q.trim();
    void navigate({ to: '/venues', search: words ? { q: words } : {} });
  };
  return (
    <Container size="sm" py={{ base: 48, sm: 80 }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="grape">
          <IconMapSearch size={34} aria-hidden />
        </ThemeIcon>
        <Title order={1}>Página no encontrada</Title>
        <Text c="dimmed" maw={440}>
          La dirección que abriste no existe o cambió. Busca un espacio o vuelve al inicio.
        </Text>
        <form onSubmit={search} style={{ width: '100%', maxWidth: 440 }}>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              flex={1}
              label="Buscar espacios"
              placeholder="Estudio, salón, restaurante…"
              value={q}
              onChange={(event) => setQ(event.currentTarget.value)}
              leftSection={<IconSearch size={16} aria-hidden />}
            />
            <Button type="submit">Buscar</Button>
          </Group>
        </form>
        <Group gap="lg" mt="xs">
          <ButtonLink to="/venues" variant="light">
            Ver todos los espacios
          </ButtonLink>
          <AnchorLink to="/">Volver al inicio</AnchorLink>
        </Group>
      </Stack>
    </Container>
  );
}
