import { Button, Container, Group } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { navigateToServer, serverPaths } from '../../../lib/paths';
import { useAuth } from '../../auth/hooks/use-auth';
import { useSignedInParts } from '../signed-in';
import { Brand } from './brand';

/**
 * Shared header (SPEC.md §2): brand on the left, login button or user menu on the right; signed
 * in, "Mensajes" with the unread count before the user menu (issue 15).
 */
export function AppHeader() {
  const { isAuthenticated } = useAuth();
  // Signed-in visitors only: loaded once a user is known, not with the app (../signed-in.ts).
  const signedIn = useSignedInParts(isAuthenticated);
  const pathname = useLocation({ select: (location) => location.pathname });
  // The login and register pages are the sign-in screens themselves.
  const onAuthPage = pathname === '/login' || pathname === '/register';

  return (
    <Container size="xl" h="100%" px={{ base: 'sm', sm: 'md' }}>
      <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
        <Brand />
        {isAuthenticated
          ? signedIn && <signedIn.SignedInHeaderItems />
          : !onAuthPage && (
              <Button
                size="sm"
                px={{ base: 12, xs: 18 }}
                style={{ flexShrink: 0 }}
                onClick={() => navigateToServer(serverPaths.login('user'))}
              >
                Iniciar Sesión
              </Button>
            )}
      </Group>
    </Container>
  );
}
