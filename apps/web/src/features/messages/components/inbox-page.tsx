/**
 * /mensajes (issue 15): my conversations, newest first: the venue, the other person, the
 * booking when there is one, the last message and how many are unread. New messages appear
 * without reloading (useLiveMessages refreshes the list).
 */
import { Alert, Avatar, Badge, Card, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ConversationSummary } from '@rentas/domain';
import { formatDateMx } from '@rentas/domain';
import { IconAlertCircle, IconMessageCircleOff } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { capitalize, formatMessageStamp, formatTimeRange } from '../../../lib/format';
import { BlockLink, ButtonLink } from '../../../lib/links';
import { useConversations } from '../api/use-messages';

function ConversationRow({ conversation }: { conversation: ConversationSummary }) {
  const { lastMessage, booking } = conversation;
  const unread = conversation.unread > 0;
  return (
    <BlockLink to="/mensajes/$conversationId" params={{ conversationId: conversation.id }}>
      <Card withBorder radius="lg" padding="md">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <Avatar src={conversation.venue.image} radius="md" size={56} alt="">
            {conversation.venue.name.charAt(0)}
          </Avatar>
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={unread ? 800 : 600} truncate title={conversation.counterpartName}>
                {conversation.counterpartName}
              </Text>
              {lastMessage && (
                <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {formatMessageStamp(lastMessage.createdAt)}
                </Text>
              )}
            </Group>
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {conversation.venue.name}
              {booking
                ? ` · ${capitalize(formatDateMx(booking.startDate))}, ${formatTimeRange(booking.startDate, booking.endDate)}`
                : ' · Consulta'}
            </Text>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fz="sm" fw={unread ? 700 : 400} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                {lastMessage ? `${lastMessage.mine ? 'Tú: ' : ''}${lastMessage.body}` : ''}
              </Text>
              {unread && (
                <Badge color="grape" circle size="lg" style={{ flexShrink: 0 }}>
                  {conversation.unread}
                  <VisuallyHidden> sin leer</VisuallyHidden>
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
      </Card>
    </BlockLink>
  );
}

export function InboxPage() {
  const conversations = useConversations();
  return (
    <Page title="Mensajes" description="Tus conversaciones con anfitriones e invitados." size="md">
      {conversations.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Cargando conversaciones">
          <Skeleton h={92} radius="lg" />
          <Skeleton h={92} radius="lg" />
        </Stack>
      ) : conversations.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} title="Error">
          No pudimos cargar tus mensajes. Intenta de nuevo en unos segundos.
        </Alert>
      ) : conversations.data.length === 0 ? (
        <EmptyState
          order={2}
          icon={IconMessageCircleOff}
          title="Aún no tienes mensajes"
          action={<ButtonLink to="/venues">Explorar lugares</ButtonLink>}
        >
          Escribe a un anfitrión desde la página de un espacio para resolver tus dudas.
        </EmptyState>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {conversations.data.map((conversation) => (
            <li key={conversation.id}>
              <ConversationRow conversation={conversation} />
            </li>
          ))}
        </Stack>
      )}
    </Page>
  );
}
