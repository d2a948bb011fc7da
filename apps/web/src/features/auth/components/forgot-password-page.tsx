/**
 * /forgot-password (issue 15): "¿Olvidaste tu contraseña?" from /login. The person writes the
 * e-mail of the account; the answer is the same whether it exists or not (the server never says),
 * and a link valid 1 hour goes to that address when it does.
 */
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ForgotPasswordSchema } from '@rentas/domain';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { AnchorLink } from '../../../lib/links';
import { useForgotPassword } from '../api/use-session';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';

export function ForgotPasswordPage() {
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: '' } });
  const forgot = useForgotPassword({
    onSuccess: (_data, variables) => setSentTo(variables.email),
    onError: (error) => setFormError(errorMessage(error, 'No se pudo enviar el enlace. Intenta de nuevo.')),
  });

  const submit = form.onSubmit((values) => {
    const parsed = ForgotPasswordSchema.safeParse(values);
    if (!parsed.success) {
      setFormError(parsed.error.issues[0]?.message ?? 'Escribe tu correo electrónico.');
      return;
    }
    setFormError(null);
    forgot.mutate(parsed.data);
  });

  if (sentTo) {
    return (
      <AuthCard title="Revisa tu correo" subtitle="Te ayudamos a entrar de nuevo a tu cuenta.">
        <Alert role="status" color="green" variant="light" icon={<IconMailCheck size={18} aria-hidden />}>
          Si hay una cuenta con <strong>{sentTo}</strong>, te enviamos un enlace para elegir una nueva contraseña. El
          enlace vale 1 hora y solo funciona una vez. Si no llega en unos minutos, revisa la carpeta de correo no
          deseado.
        </Alert>
        <Button variant="light" onClick={() => setSentTo(null)}>
          Usar otro correo
        </Button>
        <Text ta="center" fz="sm">
          <AnchorLink to="/login" fw={600} style={{ display: 'inline-block', paddingBlock: 4 }}>
            Volver a iniciar sesión
          </AnchorLink>
        </Text>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="¿Olvidaste tu contraseña?"
      subtitle="Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una nueva."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="tu@correo.com"
            {...form.getInputProps('email')}
          />
          <FormError message={formError} />
          <Button type="submit" fullWidth loading={forgot.isPending} data-primary-action>
            Enviar enlace
          </Button>
        </Stack>
      </form>
      <Text ta="center" fz="sm">
        ¿Ya la recordaste?{' '}
        <AnchorLink to="/login" fw={600}>
          Inicia sesión
        </AnchorLink>
      </Text>
    </AuthCard>
  );
}
