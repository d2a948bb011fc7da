import { Alert, Container } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useAuth } from '../../auth/hooks/use-auth';

const WELCOME_MS = 10_000;

/** Greeting after login (SPEC.md §2): only with ?welcome=true and signed in; closes after 10 s. */
export function WelcomeBanner({ show }: { show: boolean }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(true);

  useEffect(() => {
    if (!show || !user) return;
    const timer = window.setTimeout(() => setOpen(false), WELCOME_MS);
    return () => window.clearTimeout(timer);
  }, [show, user]);

  if (!show || !user || !open) return null;
  const name = user.firstName?.trim() || 'Usuario';
  return (
    <Container size="lg" w="100%" px="md" pt="md">
      <Alert
        role="status"
        variant="light"
        color="grape"
        radius="lg"
        icon={<IconConfetti size={20} aria-hidden />}
        title={`¡Bienvenido, ${name}!`}
        withCloseButton
        closeButtonLabel="Cerrar bienvenida"
        onClose={() => setOpen(false)}
      >
        Ya iniciaste sesión. Encuentra y reserva tu próximo lugar por hora.
      </Alert>
    </Container>
  );
}
