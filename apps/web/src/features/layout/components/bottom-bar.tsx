import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { useAuth } from '../../auth/hooks/use-auth';
import { UnreadBadge, useUnreadCount } from '../../messages/components/unread-badge';
import { bottomBarItems } from '../nav-items';
import classes from './bottom-bar.module.css';

/** Mobile bottom bar (SPEC.md §2 Menus). */
export function BottomBar() {
  const { role } = useAuth();
  const pathname = useLocation({ select: (location) => location.pathname });
  const unread = useUnreadCount();

  return (
    <Group component="nav" aria-label="Navegación inferior" h="100%" gap={0} grow wrap="nowrap">
      {bottomBarItems(role).map((item) => {
        const active = pathname === item.to;
        return (
          <UnstyledButton
            key={item.to}
            component={Link}
            to={item.to}
            className={classes.item}
            data-active={active || undefined}
            aria-current={active ? 'page' : undefined}
            style={{ position: 'relative' }}
          >
            <item.icon size={22} stroke={1.7} aria-hidden />
            {item.to === '/mensajes' && <UnreadBadge unread={unread} floating />}
            <Text component="span" fz={11} fw={600} lh={1}>
              {item.label}
            </Text>
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
