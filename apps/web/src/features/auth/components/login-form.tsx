/**
 * /login (SPEC.md §2, §5, §8): email and password, or Google when configured; on
 * success the user picks a role. A failed Google sign-in lands here with ?error=….
 * "¿Olvidaste tu contraseña?" opens /forgot-password (issue 15).
 */
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LoginSchema, type Role } from '@rentas/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { GoogleError } from '../../../lib/auth-search';
import { errorMessage } from '../../../lib/errors';
import { AnchorLink } from '../../../lib/links';
import { toast } from '../../../lib/toast';
import { useLogin } from '../api/use-session';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';
import { GoogleSignIn } from './google-button';
import { PasswordField } from './password-field';

const GOOGLE_ERROR_MESSAGES: Record<GoogleError, string> = {
  state: 'No se pudo iniciar sesión con Google. Intenta de nuevo.',
  google: 'No se pudo iniciar sesión con Google. Intenta de nuevo.',
  unverified: 'Tu correo de Google no está verificado.',
};

export function LoginForm({
  role,
  redirect,
  error: googleError,
}: {
  role?: Role;
  redirect?: string;
  error?: GoogleError;
}) {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: '', password: '' } });

  const login = useLogin({
    onSuccess: async () => {
      await navigate({ to: '/role-selection', search: { redirect } });
    },
    onError: (error) => {
      toast.error({
        title: 'Error de autenticación',
        message: errorMessage(error, 'Email o contraseña incorrectos'),
      });
    },
  });

  const submit = form.onSubmit((values) => {
    const parsed = LoginSchema.safeParse(values);
    if (!parsed.success) {
      setFormError(parsed.error.issues[0]?.message ?? 'Por favor completa todos los campos');
      return;
    }
    setFormError(null);
    login.mutate(parsed.data);
  });

  return (
    <AuthCard title="Iniciar Sesión" subtitle="Entra para reservar lugares por hora en la Ciudad de México.">
      {googleError && (
        <Alert
          role="alert"
          color="red"
          variant="light"
          title="Error de autenticación"
          icon={<IconAlertCircle size={18} aria-hidden />}
        >
          {GOOGLE_ERROR_MESSAGES[googleError]}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="tu@correo.com"
            {...form.getInputProps('email')}
          />
          <PasswordField label="Contraseña" autoComplete="current-password" {...form.getInputProps('password')} />
          <Text fz="sm" ta="right" mt={-8}>
            <AnchorLink to="/forgot-password" fw={600} style={{ display: 'inline-block', paddingBlock: 4 }}>
              ¿Olvidaste tu contraseña?
            </AnchorLink>
          </Text>
          <FormError message={formError} />
          <Button type="submit" fullWidth loading={login.isPending} data-primary-action>
            Iniciar Sesión
          </Button>
        </Stack>
      </form>
      <GoogleSignIn role={role} />
      <Text ta="center" fz="sm">
        ¿No tienes cuenta?{' '}
        <AnchorLink to="/register" search={{ redirect }} fw={600}>
          Regístrate
        </AnchorLink>
      </Text>
    </AuthCard>
  );
}
