/**
 * /reset-password#token=… (issue 15): the page the e-mailed link opens. The token travels in the
 * fragment, so it never reaches a server log or another site's Referer. The person chooses a new
 * password (SPEC.md §5 rules, typed twice); on success every other session has ended and they
 * are signed in here, then sent to their panel.
 */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { homePathFor } from '@rentas/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { appCodeOf, errorMessage } from '../../../lib/errors';
import { AnchorLink, ButtonLink } from '../../../lib/links';
import { toast } from '../../../lib/toast';
import { useResetPassword } from '../api/use-session';
import { linkTokenFromLocation } from '../link-token';
import { newPasswordProblem } from '../register-rules';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';
import { PasswordField } from './password-field';

const INVALID_LINK = 'El enlace para restablecer la contraseña no es válido o ya caducó. Solicita uno nuevo.';

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [token] = useState(() => linkTokenFromLocation());
  const [linkInvalid, setLinkInvalid] = useState(token === null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ initialValues: { password: '', confirmPassword: '' } });
  const reset = useResetPassword({
    onSuccess: async (user) => {
      window.history.replaceState(null, '', window.location.pathname);
      toast.success({
        title: 'Contraseña actualizada',
        message: 'Ya puedes usar tu nueva contraseña. Cerramos la sesión en tus otros dispositivos.',
      });
      await navigate({ to: homePathFor(user.contextRole) });
    },
    onError: (error) => {
      if (appCodeOf(error) === 'RESET_LINK_INVALID') setLinkInvalid(true);
      else setFormError(errorMessage(error, 'No se pudo cambiar la contraseña. Intenta de nuevo.'));
    },
  });

  if (linkInvalid || !token) {
    return (
      <AuthCard title="Enlace no válido" subtitle="Restablecer tu contraseña">
        <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
          {INVALID_LINK}
        </Alert>
        <ButtonLink to="/forgot-password" fullWidth data-primary-action>
          Pedir un enlace nuevo
        </ButtonLink>
      </AuthCard>
    );
  }

  const submit = form.onSubmit((values) => {
    const problem = newPasswordProblem(values);
    setFormError(problem);
    if (!problem) reset.mutate({ token, password: values.password });
  });

  return (
    <AuthCard title="Elige una nueva contraseña" subtitle="Al guardarla, cerramos tu sesión en los demás dispositivos.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordField
            label="Nueva contraseña"
            autoComplete="new-password"
            description="Al menos 6 caracteres."
            {...form.getInputProps('password')}
          />
          <PasswordField
            label="Confirma la contraseña"
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
          <FormError message={formError} />
          <Button type="submit" fullWidth loading={reset.isPending} data-primary-action>
            Guardar contraseña
          </Button>
        </Stack>
      </form>
      <Text ta="center" fz="sm">
        ¿La recordaste?{' '}
        <AnchorLink to="/login" fw={600}>
          Inicia sesión
        </AnchorLink>
      </Text>
    </AuthCard>
  );
}
