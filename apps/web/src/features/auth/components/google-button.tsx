import { Button, Divider } from '@mantine/core';
import type { Role } from '@rentas/domain';
import { IconBrandGoogleFilled } from '@tabler/icons-react';
import { navigateToServer, serverPaths } from '../../../lib/paths';
import { useOauthConfig } from '../api/use-session';

/**
 * 'Continuar con Google' with its 'o' separator, only when the server has Google
 * configured (auth.oauthConfig); hidden while unknown, when off, or when the check fails.
 * Sign-in goes through the server (/api/login?role=…), a full-page navigation.
 */
export function GoogleSignIn({ role = 'user' }: { role?: Role }) {
  const config = useOauthConfig();
  if (!config.data?.googleConfigured) return null;
  return (
    <>
      <Divider label="o" labelPosition="center" />
      <Button
        variant="default"
        fullWidth
        leftSection={<IconBrandGoogleFilled size={18} aria-hidden />}
        onClick={() => navigateToServer(serverPaths.login(role))}
      >
        Continuar con Google
      </Button>
    </>
  );
}
