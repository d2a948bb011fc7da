import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { navigateToServer, serverPaths } from '../../../lib/paths';
import classes from './owner-cta.module.css';

/** Invites owners to publish (SPEC.md §1-§2): signs in with role=owner. */
export function OwnerCta() {
  return (
    <Paper
      radius="xl"
      p={{ base: 'lg', sm: 48 }}
      className={classes.cta}
      component="section"
      aria-labelledby="owner-cta-title"
    >
      <Group justify="space-between" align="center" gap="lg">
        <Stack gap="xs" maw={560}>
          <Title order={2} id="owner-cta-title" c="white" fz={{ base: 24, sm: 32 }}>
            ¿Tienes un espacio? Publícalo y gana dinero por hora
          </Title>
          <Text c="grape.0">
            Estudios, salones, restaurantes o salas de juntas: recibe reservas por hora y pagos seguros sin
            complicaciones.
          </Text>
        </Stack>
        <Button
          size="lg"
          variant="white"
          color="grape"
          leftSection={<IconBuildingStore size={20} aria-hidden />}
          onClick={() => navigateToServer(serverPaths.login('owner'))}
        >
          Publicar mi espacio
        </Button>
      </Group>
    </Paper>
  );
}
