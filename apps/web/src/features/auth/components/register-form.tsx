/**
 * /register (SPEC.md §2, §5, §8): names, email, password twice; on success the
 * user picks a role.
 */
import { Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { RegisterSchema } from '@rentas/domain';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { AnchorLink } from '../../../lib/links';
import { toast } from '../../../lib/toast';
import { useRegister } from '../api/use-session';
import { type RegisterValues, registerProblem } from '../register-rules';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';
import { GoogleSignIn } from './google-button';
import { PasswordField } from './password-field';

export function RegisterForm({ redirect }: { redirect?: string }) {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegisterValues>({
    initialValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });

  const register = useRegister({
    onSuccess: async () => {
      await navigate({ to: '/role-selection', search: { redirect } });
    },
    onError: (error) => {
      toast.error({
        title: 'Error',
        message: errorMessage(error, 'No se pudo crear la cuenta'),
      });
    },
  });

  const submit = form.onSubmit((values) => {
    const problem = registerProblem(values);
    setFormError(problem);
    if (problem) return;
    const { confirmPassword: _confirm, ...payload } = values;
    register.mutate(RegisterSchema.parse(payload));
  });

  return (
    <AuthCard title="Crear cuenta" subtitle="Regístrate gratis para reservar estudios, salones y más por hora.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label="Nombre" autoComplete="given-name" {...form.getInputProps('firstName')} />
            <TextInput label="Apellido" autoComplete="family-name" {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="tu@correo.com"
            {...form.getInputProps('email')}
          />
          <PasswordField
            label="Contraseña"
            description="Al menos 6 caracteres"
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordField
            label="Confirmar contraseña"
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
          <FormError message={formError} />
          <Button type="submit" fullWidth loading={register.isPending} data-primary-action>
            Crear cuenta
          </Button>
        </Stack>
      </form>
      <GoogleSignIn />
      <Text ta="center" fz="sm">
        ¿Ya tienes cuenta?{' '}
        <AnchorLink to="/login" search={{ redirect }} fw={600}>
          Inicia sesión
        </AnchorLink>
      </Text>
    </AuthCard>
  );
}
