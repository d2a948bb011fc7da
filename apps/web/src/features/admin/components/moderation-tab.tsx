/**
 * "Mensajes" in the admin panel (issue 15): the conversations by venue, guest and owner, without
 * their content. Reading one is a moderation act: the admin confirms, the server writes it to the
 * audit log, and the messages show in a dialog.
 */
import { Badge, Button, Card, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import type { AdminConversation } from '@rentas/domain';
import { IconEye, IconMessageCircleOff } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/errors';
import { formatMessageStamp } from '../../../lib/format';
import { MessageText } from '../../messages/components/message-text';
import { useAdminConversations, useModeratedConversation } from '../api/use-admin';
import { EmptyState, LoadError, TabSkeleton } from './tab-states';

function ModeratedThread({ id, onClose }: { id: string | null; onClose: () => void }) {
  const thread = useModeratedConversation(id);
  return (
    <Modal opened={id !== null} onClose={onClose} title="Conversación (moderación)" size="lg" centered>
      {thread.isPending ? (
        <TabSkeleton label="Cargando conversación" rows={2} height={56} />
      ) : thread.isError ? (
        <Text c="red" role="alert">
          {errorMessage(thread.error, 'No se pudo abrir la conversación.')}
        </Text>
      ) : (
        <Stack gap="sm">
          <Text fz="sm" c="gray.7">
            {thread.data.venue.name} · Esta lectura quedó registrada en la bitácora.
          </Text>
          <Stack gap="xs" component="ol" aria-label="Mensajes" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {thread.data.messages.map((message) => (
              <Paper key={message.id} component="li" withBorder radius="md" px="sm" py={6}>
                <Text fz="xs" c="gray.7">
                  {message.senderName} · {formatMessageStamp(message.createdAt)}
                </Text>
                <Text fz="sm">
                  <MessageText text={message.body} />
                </Text>
              </Paper>
            ))}
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}

function ConversationCard({ conversation, onRead }: { conversation: AdminConversation; onRead: () => void }) {
  return (
    <Card withBorder radius="lg" padding="md" component="li">
      <Group justify="space-between" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: '1 1 14rem' }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {conversation.venueName}
          </Text>
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            Invitado: {conversation.guestName} · Anfitrión: {conversation.ownerName}
          </Text>
          <Group gap="xs">
            <Badge variant="light" color={conversation.isBookingThread ? 'grape' : 'gray'}>
              {conversation.isBookingThread ? 'Reserva' : 'Consulta'}
            </Badge>
            <Text fz="xs" c="dimmed">
              {conversation.messageCount} {conversation.messageCount === 1 ? 'mensaje' : 'mensajes'} · último{' '}
              {formatMessageStamp(conversation.lastMessageAt)}
            </Text>
          </Group>
        </Stack>
        <Button variant="light" leftSection={<IconEye size={16} aria-hidden />} onClick={onRead}>
          Leer
        </Button>
      </Group>
    </Card>
  );
}

export function ModerationTab() {
  const conversations = useAdminConversations();
  const [asked, setAsked] = useState<AdminConversation | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  if (conversations.isPending) return <TabSkeleton label="Cargando conversaciones" />;
  if (conversations.isError) {
    return <LoadError onRetry={() => void conversations.refetch()}>No pudimos cargar las conversaciones.</LoadError>;
  }
  if (conversations.data.length === 0) {
    return <EmptyState icon={IconMessageCircleOff} title="Aún no hay conversaciones" />;
  }
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        Solo ves quién habla y dónde. Leer una conversación queda registrado en la bitácora.
      </Text>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {conversations.data.map((conversation) => (
          <ConversationCard key={conversation.id} conversation={conversation} onRead={() => setAsked(conversation)} />
        ))}
      </Stack>
      <ConfirmDialog
        opened={asked !== null}
        title="Leer conversación"
        confirmLabel="Leer y registrar"
        onClose={() => setAsked(null)}
        onConfirm={() => {
          setOpen(asked?.id ?? null);
          setAsked(null);
        }}
      >
        Vas a leer la conversación entre {asked?.guestName} y {asked?.ownerName} sobre {asked?.venueName}. Esta lectura
        queda registrada en la bitácora de administración.
      </ConfirmDialog>
      <ModeratedThread id={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
