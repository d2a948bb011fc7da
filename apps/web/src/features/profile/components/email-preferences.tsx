/**
 * "Correos" on /profile (issue 15): switches for the optional e-mails. Each change is saved at
 * once; confirmations, cancellations and password links always go.
 */
import { Card, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import type { EmailPreferences as Preferences } from '@rentas/domain';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { useEmailPreferences, useUpdateEmailPreferences } from '../api/use-profile';

const SWITCHES: { key: keyof Preferences; label: string; description: string }[] = [
  {
    key: 'reminders',
    label: 'Recordatorios de mis reservas',
    description: 'Un correo 24 horas antes de cada reserva, con su código QR.',
  },
  {
    key: 'reviewRequests',
    label: 'Invitaciones a reseñar',
    description: 'Un correo cuando termina una reserva para contar cómo te fue.',
  },
  {
    key: 'messages',
    label: 'Avisos de mensajes nuevos',
    description: 'Un correo cuando te escriben y no lo has leído.',
  },
];

export function EmailPreferences() {
  const preferences = useEmailPreferences();
  const update = useUpdateEmailPreferences({
    onSuccess: () => toast.success({ title: 'Preferencias guardadas', message: 'Tus correos quedaron como elegiste.' }),
    onError: (error) =>
      toast.error({ title: 'Error', message: errorMessage(error, 'No se pudieron guardar tus preferencias.') }),
  });

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="email-preferences-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg" id="email-preferences-title">
            Correos
          </Title>
          <Text c="dimmed" fz="sm">
            Las confirmaciones, cancelaciones y enlaces para cambiar tu contraseña siempre te llegan.
          </Text>
        </Stack>
        {preferences.data ? (
          SWITCHES.map((item) => (
            <Switch
              key={item.key}
              size="md"
              label={item.label}
              description={item.description}
              checked={(update.isPending && update.variables ? update.variables : preferences.data)[item.key]}
              disabled={update.isPending}
              onChange={(event) => {
                const current = preferences.data;
                if (current) update.mutate({ ...current, [item.key]: event.currentTarget.checked });
              }}
            />
          ))
        ) : preferences.isError ? (
          <Text c="red" fz="sm" role="alert">
            No se pudieron cargar tus preferencias de correo. Recarga la página.
          </Text>
        ) : (
          <Stack gap="sm" role="status" aria-busy="true" aria-label="Cargando preferencias de correo">
            <Skeleton h={44} />
            <Skeleton h={44} />
            <Skeleton h={44} />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
