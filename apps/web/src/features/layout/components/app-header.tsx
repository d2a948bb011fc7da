import { Button, Container, Group } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { navigateToServer, serverPaths } from '../../../lib/paths';
import { useAuth } from '../../auth/hooks/use-auth';
import { HeaderMessagesLink } from '../../messages/components/header-messages-link';
import { Brand } from './brand';

// Signed-in visitors only: loaded when first shown, not with the app.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

/**
 * Shared header (SPEC.md §2): brand on the left, login button or user menu on the right; signed
 * in, "Mensajes" with the unread count before the user menu (issue 15).
 */
export function AppHeader() {
  const { isAuthenticated } = useAuth();
  const pathname = useLocation({ select: (location) => location.pathname });
  // The login and register pages are the sign-in screens themselves.
  const onAuthPage = pathname === '/login' || pathname === '/register';

  return (
    <Container size="xl" h="100%" px={{ base: 'sm', sm: 'md' }}>
      <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
        <Brand />
        {isAuthenticated ? (
          <Group gap={4} wrap="nowrap">
            <HeaderMessagesLink />
            <Suspense fallback={null}>
              <UserMenu />
            </Suspense>
          </Group>
        ) : (
          !onAuthPage && (
            <Button
              size="sm"
              px={{ base: 12, xs: 18 }}
              style={{ flexShrink: 0 }}
              onClick={() => navigateToServer(serverPaths.login('user'))}
            >
              Iniciar Sesión
            </Button>
          )
        )}
      </Group>
    </Container>
  );
}
