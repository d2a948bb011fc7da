/**
 * The owner's private calendar feed (owner.calendarUrl): subscribe from Google
 * Calendar or Outlook to see bookings and blocked time. "Generar nuevo enlace"
 * (owner.rotateCalendarUrl, issue 12) replaces a leaked link after a confirmation.
 */
import { Button, Card, CopyButton, Group, Modal, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { useCalendarUrl, useRotateCalendarUrl } from '../api/use-owner-tools';

/** Confirmation before replacing the feed link: the old one stops working at once. */
function RotateFeedModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const rotate = useRotateCalendarUrl({
    onSuccess: () => {
      toast.success({
        title: 'Nuevo enlace generado',
        message: 'Actualiza la suscripción de tu calendario con el nuevo enlace.',
      });
      onClose();
    },
    onError: (error) => toast.error({ title: 'Error', message: error.message }),
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Generar nuevo enlace" centered radius="lg">
      <Stack gap="md">
        <Text>
          El enlace actual dejará de funcionar de inmediato: los calendarios suscritos con él ya no se actualizarán.
        </Text>
        <Text fz="sm" c="dimmed">
          Después tendrás que suscribirte de nuevo con el enlace nuevo. Úsalo si compartiste el enlace por error.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={rotate.isPending} data-autofocus>
            Cancelar
          </Button>
          <Button color="red" loading={rotate.isPending} onClick={() => rotate.mutate()}>
            Generar nuevo enlace
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function CalendarFeedCard() {
  const feed = useCalendarUrl();
  const [confirming, setConfirming] = useState(false);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="calendar-feed-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="calendar-feed-title">
          Calendario privado
        </Title>
        <Text fz="sm" c="dimmed">
          Suscríbete a este enlace para ver tus reservas y horarios bloqueados en tu calendario. En Google Calendar:
          «Otros calendarios» → «Desde URL». En Outlook: «Agregar calendario» → «Suscribirse desde la web». Se actualiza
          solo.
        </Text>
        {feed.isPending ? (
          <Skeleton h={36} />
        ) : feed.isError ? (
          <Text fz="sm" c="red.7">
            No pudimos obtener tu enlace de calendario.
          </Text>
        ) : (
          <Stack gap="xs" align="flex-start">
            <TextInput
              label="Enlace del calendario"
              value={feed.data.url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              w="100%"
            />
            <Group gap="sm">
              <CopyButton value={feed.data.url} timeout={2000}>
                {({ copied, copy }) => (
                  <Button
                    variant={copied ? 'light' : 'filled'}
                    color={copied ? 'teal' : undefined}
                    leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                    onClick={() => {
                      copy();
                      toast.success({ title: 'Copiado', message: 'URL copiada al portapapeles' });
                    }}
                  >
                    {copied ? 'Copiado' : 'Copiar enlace'}
                  </Button>
                )}
              </CopyButton>
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={() => setConfirming(true)}
              >
                Generar nuevo enlace
              </Button>
            </Group>
          </Stack>
        )}
        <Text fz="xs" c="dimmed">
          No compartas este enlace: quien lo tenga puede ver tu agenda.
        </Text>
      </Stack>
      <RotateFeedModal opened={confirming} onClose={() => setConfirming(false)} />
    </Card>
  );
}
