/**
 * The unread-messages count beside "Mensajes" (issue 15), in the side menu and the bottom bar.
 * Hidden at 0; screen readers hear "3 sin leer" as part of the link's name.
 */
import { Badge, VisuallyHidden } from '@mantine/core';
import { useAuth } from '../../auth/hooks/use-auth';
import { useUnreadMessages } from '../api/use-messages';

/** The unread count while signed in (0 until known). */
export function useUnreadCount(): number {
  const { isAuthenticated } = useAuth();
  return useUnreadMessages(isAuthenticated).data?.unread ?? 0;
}

/** "Mensajes" or "Mensajes, 3 sin leer" (the header's icon link has no visible text). */
export function messagesLabel(unread: number): string {
  return unread > 0 ? `Mensajes, ${unread} sin leer` : 'Mensajes';
}

export function UnreadBadge({ unread, floating = false }: { unread: number; floating?: boolean }) {
  if (unread <= 0) return null;
  return (
    <Badge
      size="sm"
      circle={unread < 10}
      color="red"
      variant="filled"
      style={floating ? { position: 'absolute', top: 4, left: '50%', marginLeft: 6 } : undefined}
    >
      {unread > 99 ? '99+' : unread}
      <VisuallyHidden> sin leer</VisuallyHidden>
    </Badge>
  );
}
