/**
 * The owner's private calendar feed (owner.calendarUrl): subscribe from Google
 * Calendar or Outlook to see bookings and blocked time.
 */
import { Button, Card, CopyButton, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { useTRPC } from '../../../lib/trpc';

export function CalendarFeedCard() {
  const trpc = useTRPC();
  const feed = useQuery(trpc.owner.calendarUrl.queryOptions());
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
          </Stack>
        )}
        <Text fz="xs" c="dimmed">
          No compartas este enlace: quien lo tenga puede ver tu agenda.
        </Text>
      </Stack>
    </Card>
  );
}
