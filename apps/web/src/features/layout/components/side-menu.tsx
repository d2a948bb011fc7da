import { Button, Divider, ScrollArea, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { NavLinkItem } from '../../../lib/nav-link-item';
import { signOut } from '../../../lib/paths';
import { useAuth } from '../../auth/hooks/use-auth';
import { UnreadBadge, useUnreadCount } from '../../messages/components/unread-badge';
import { sideMenuItems } from '../nav-items';

/** Desktop side menu of signed-in pages (SPEC.md §2 Menus). */
export function SideMenu() {
  const { role } = useAuth();
  const pathname = useLocation({ select: (location) => location.pathname });
  const unread = useUnreadCount();

  return (
    <Stack component="nav" aria-label="Menú principal" h="100%" gap={0} p="sm">
      <ScrollArea style={{ flex: 1 }} type="auto">
        <Stack gap={4}>
          {sideMenuItems(role).map((item) => (
            <NavLinkItem
              key={item.to}
              to={item.to}
              label={item.label}
              rightSection={item.to === '/mensajes' ? <UnreadBadge unread={unread} /> : undefined}
              leftSection={<item.icon size={20} stroke={1.6} aria-hidden />}
              active={pathname === item.to}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          ))}
        </Stack>
      </ScrollArea>
      <Divider my="sm" />
      <Button
        variant="subtle"
        color="red"
        justify="flex-start"
        leftSection={<IconLogout size={20} stroke={1.6} aria-hidden />}
        onClick={() => void signOut()}
      >
        Cerrar Sesión
      </Button>
    </Stack>
  );
}
