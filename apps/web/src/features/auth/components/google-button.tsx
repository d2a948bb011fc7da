import { Button } from '@mantine/core';
import type { Role } from '@rentas/domain';
import { IconBrandGoogleFilled } from '@tabler/icons-react';
import { navigateToServer, serverPaths } from '../../../lib/paths';

/** Google sign-in goes through the server (/api/login). */
export function GoogleButton({ role = 'user' }: { role?: Role }) {
  return (
    <Button
      variant="default"
      fullWidth
      leftSection={<IconBrandGoogleFilled size={18} aria-hidden />}
      onClick={() => navigateToServer(serverPaths.login(role))}
    >
      Continuar con Google
    </Button>
  );
}
