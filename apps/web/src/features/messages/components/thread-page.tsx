/**
 * /mensajes/$conversationId (issue 15): one conversation: the venue, the booking when there is
 * one, the messages with their es-MX times, and the box to answer. New messages appear without
 * reloading; opening the thread marks it read.
 */
import { Alert, Anchor, Button, Card, Group, Paper, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatDateMx, MessageBodySchema } from '@rentas/domain';
import { IconAlertCircle, IconArrowLeft, IconSend } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Page } from '../../../components/page';
import { StatusBadge } from '../../../components/status-badge';
import { errorMessage } from '../../../lib/errors';
import { capitalize, formatMessageStamp, formatTimeRange } from '../../../lib/format';
import { AnchorLink } from '../../../lib/links';
import { toast } from '../../../lib/toast';
import { useInboxRefresh, useSendMessage, useThread } from '../api/use-messages';
import { MessageText } from './message-text';

export function ThreadPage({ conversationId }: { conversationId: string }) {
  const thread = useThread(conversationId);
  const refreshInbox = useInboxRefresh();
  const form = useForm({
    initialValues: { body: '' },
    validate: { body: (v) => MessageBodySchema.safeParse(v).error?.issues[0]?.message ?? null },
  });
  const send = useSendMessage({
    onSuccess: () => form.reset(),
    onError: (error) =>
      toast.error({ title: 'No se envió', message: errorMessage(error, 'No se pudo enviar el mensaje.') }),
  });
  const end = useRef<HTMLDivElement>(null);
  const count = thread.data?.messages.length ?? 0;

  // Reading the thread marked it read on the server: the badge and the inbox follow.
  useEffect(() => {
    if (thread.dataUpdatedAt) void refreshInbox();
  }, [thread.dataUpdatedAt, refreshInbox]);
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  const back = (
    <AnchorLink to="/mensajes" fw={600} style={{ display: 'inline-flex', alignItems: 'center', gap: 4, minHeight: 24 }}>
      <IconArrowLeft size={16} aria-hidden /> Mensajes
    </AnchorLink>
  );

  if (thread.isPending) {
    return (
      <Page size="md">
        {back}
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Cargando conversación">
          <Skeleton h={28} w="60%" />
          <Skeleton h={64} radius="lg" />
          <Skeleton h={64} radius="lg" />
        </Stack>
      </Page>
    );
  }
  if (thread.isError) {
    return (
      <Page size="md" title="Conversación no disponible">
        {back}
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
          {errorMessage(thread.error, 'No pudimos cargar esta conversación.')}
        </Alert>
      </Page>
    );
  }
  const data = thread.data;
  return (
    <Page
      size="md"
      title={data.counterpartName}
      description={
        <>
          <AnchorLink to="/venue/$venueId" params={{ venueId: data.venue.id }} fw={600}>
            {data.venue.name}
          </AnchorLink>
          {data.myRole === 'guest' ? ' · Anfitrión' : ' · Invitado'}
        </>
      }
    >
      {back}
      {data.booking && (
        <Card withBorder radius="lg" padding="sm">
          <Group justify="space-between" gap="xs">
            <Text fz="sm">
              Reserva: {capitalize(formatDateMx(data.booking.startDate))},{' '}
              {formatTimeRange(data.booking.startDate, data.booking.endDate)}
            </Text>
            <StatusBadge status={data.booking.status} />
          </Group>
        </Card>
      )}
      <Stack gap="sm" component="ol" aria-label="Mensajes" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {data.messages.map((message) => (
          <li key={message.id} style={{ display: 'flex', justifyContent: message.mine ? 'flex-end' : 'flex-start' }}>
            <Paper
              radius="lg"
              px="md"
              py="xs"
              maw="85%"
              bg={message.mine ? 'grape.0' : 'white'}
              withBorder={!message.mine}
            >
              <Text fz="xs" c="dimmed">
                {message.mine ? 'Tú' : message.senderName} · {formatMessageStamp(message.createdAt)}
              </Text>
              <Text fz="sm">
                <MessageText text={message.body} />
              </Text>
            </Paper>
          </li>
        ))}
      </Stack>
      <div ref={end} />
      <form onSubmit={form.onSubmit((values) => send.mutate({ conversationId, body: values.body }))} noValidate>
        <Stack gap="xs">
          <Textarea
            label="Tu mensaje"
            placeholder="Escribe tu mensaje…"
            autosize
            minRows={2}
            maxRows={8}
            maxLength={2000}
            {...form.getInputProps('body')}
          />
          <Group justify="space-between" gap="xs">
            <Text fz="xs" c="dimmed">
              Solo texto. Los enlaces se abren en otra pestaña.
            </Text>
            <Button
              type="submit"
              loading={send.isPending}
              leftSection={<IconSend size={16} aria-hidden />}
              data-primary-action
            >
              Enviar
            </Button>
          </Group>
        </Stack>
      </form>
      <Text fz="xs" c="dimmed">
        ¿Algo no está bien? Escríbenos a{' '}
        <Anchor href="mailto:soporte@rentasporhora.mx">soporte@rentasporhora.mx</Anchor>.
      </Text>
    </Page>
  );
}
