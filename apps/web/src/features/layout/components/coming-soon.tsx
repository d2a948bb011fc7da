import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { Page } from '../../../components/page';
import { ButtonLink } from '../../../lib/links';

/** A signed-in screen of SPEC.md that belongs to a later milestone. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Page size="sm">
      <Card withBorder padding="xl" radius="lg">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconTools size={30} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz={26}>
            {title}
          </Title>
          <Text c="dimmed">Esta sección estará disponible muy pronto.</Text>
          <ButtonLink to="/venues" variant="light" mt="sm">
            Explorar lugares
          </ButtonLink>
        </Stack>
      </Card>
    </Page>
  );
}
