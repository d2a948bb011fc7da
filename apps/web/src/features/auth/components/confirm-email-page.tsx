/**
 * /confirm-email#token=… (issue 15): the page the welcome e-mail's link opens. It confirms the
 * address at once (the token travels in the fragment, never to a server log) and says so; a
 * used or expired link explains how to get a new one.
 */
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { homePathFor } from '@rentas/domain';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { ButtonLink } from '../../../lib/links';
import { useConfirmEmail } from '../api/use-session';
import { useAuth } from '../hooks/use-auth';
import { linkTokenFromLocation } from '../link-token';
import { AuthCard } from './auth-card';

const INVALID_LINK = 'El enlace para confirmar tu correo no es válido o ya caducó. Inicia sesión y pide uno nuevo.';

export function ConfirmEmailPage() {
  const { user } = useAuth();
  const [token] = useState(() => linkTokenFromLocation());
  const [problem, setProblem] = useState<string | null>(token ? null : INVALID_LINK);
  const confirm = useConfirmEmail({
    onSuccess: () => window.history.replaceState(null, '', window.location.pathname),
    onError: (error) => setProblem(errorMessage(error, INVALID_LINK)),
  });
  const asked = useRef(false);
  useEffect(() => {
    if (token && !asked.current) {
      asked.current = true;
      confirm.mutate({ token });
    }
  }, [token, confirm]);

  const next = user ? (
    <ButtonLink to={homePathFor(user.contextRole)} fullWidth data-primary-action>
      Ir a mi panel
    </ButtonLink>
  ) : (
    <ButtonLink to="/login" fullWidth data-primary-action>
      Iniciar sesión
    </ButtonLink>
  );

  if (problem) {
    return (
      <AuthCard title="Enlace no válido" subtitle="Confirmar tu correo">
        <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
          {problem}
        </Alert>
        {next}
      </AuthCard>
    );
  }
  if (confirm.isSuccess) {
    return (
      <AuthCard title="Correo confirmado" subtitle="Gracias por confirmar tu dirección.">
        <Alert role="status" color="green" variant="light" icon={<IconCircleCheck size={18} aria-hidden />}>
          Tu correo quedó confirmado. Recibirás aquí tus reservas y, si eres propietario, ya puedes publicar espacios.
        </Alert>
        {next}
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Confirmando tu correo" subtitle="Un momento, por favor.">
      <Stack align="center" gap="sm" py="md" role="status">
        <Loader aria-hidden />
        <Text>Confirmando tu correo…</Text>
      </Stack>
    </AuthCard>
  );
}
