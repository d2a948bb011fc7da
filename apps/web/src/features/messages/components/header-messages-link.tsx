import { ActionIcon, Indicator } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { messagesLabel, useUnreadCount } from './unread-badge';

/** "Mensajes" in the header (issue 15): an icon link with the unread count on it. */
export function HeaderMessagesLink() {
  const unread = useUnreadCount();
  return (
    <Indicator
      label={<span aria-hidden>{unread > 99 ? '99+' : unread}</span>}
      disabled={unread === 0}
      size={18}
      color="red"
      offset={6}
    >
      <ActionIcon
        component={Link}
        to="/mensajes"
        variant="subtle"
        color="gray"
        size={40}
        radius="xl"
        aria-label={messagesLabel(unread)}
      >
        <IconMessageCircle size={22} stroke={1.7} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
