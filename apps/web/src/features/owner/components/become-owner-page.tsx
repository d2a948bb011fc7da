/**
 * /become-owner 'Registra tu Venue' (SPEC.md §2, §3, §5): the owner application
 * (profile.becomeOwner). businessName and phone are required; on success a toast,
 * then the home page.
 */
import { Alert, Button, Card, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { OwnerApplicationSchema } from '@rentas/domain';
import { IconAlertCircle, IconBuildingStore } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Page } from '../../../components/page';
import { appCodeOf, httpStatusOf } from '../../../lib/errors';
import { ButtonLink } from '../../../lib/links';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth/hooks/use-auth';
import { useBecomeOwner } from '../api/use-owner-tools';
import { canManageVenues } from '../owner-access';
import { FIELD_REQUIRED, REQUIRED_MESSAGE } from '../venue-form';

const SENT = 'Tu solicitud para convertirte en propietario ha sido enviada. Te contactaremos pronto.';
const FAILED = 'No se pudo enviar la solicitud. Intenta nuevamente.';

interface ApplicationValues {
  businessName: string;
  phone: string;
  experience: string;
  motivation: string;
}

export function BecomeOwnerPage() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const [summary, setSummary] = useState<string | null>(null);
  const form = useForm<ApplicationValues>({
    initialValues: { businessName: '', phone: '', experience: '', motivation: '' },
    validate: {
      businessName: (value) => (value.trim() ? null : FIELD_REQUIRED),
      phone: (value) => (value.trim() ? null : FIELD_REQUIRED),
    },
  });

  const apply = useBecomeOwner({
    onSuccess: async () => {
      toast.success({ title: '¡Solicitud enviada!', message: SENT });
      await navigate({ to: '/' });
    },
    onError: (error) => {
      const code = appCodeOf(error);
      // 409: already an owner, or an application is pending; 400: e.g. the phone.
      const specific = (httpStatusOf(error) === 409 || code === 'VALIDATION') && error.message;
      toast.error({ title: 'Error', message: specific ? error.message : FAILED });
    },
  });

  const submit = form.onSubmit(
    (values) => {
      const parsed = OwnerApplicationSchema.safeParse(values);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        setSummary(issue?.message ?? REQUIRED_MESSAGE);
        if (issue?.path[0] === 'phone') form.setFieldError('phone', issue.message);
        return;
      }
      setSummary(null);
      apply.mutate({
        businessName: parsed.data.businessName,
        phone: parsed.data.phone,
        experience: parsed.data.experience || null,
        motivation: parsed.data.motivation || null,
      });
    },
    (errors) => {
      setSummary(REQUIRED_MESSAGE);
      const first = Object.keys(errors)[0];
      if (first) form.getInputNode(first as keyof ApplicationValues)?.focus();
    },
  );

  if (canManageVenues(user)) {
    return (
      <Page title="Registra tu Venue" size="sm">
        <Alert color="teal" variant="light" icon={<IconBuildingStore size={18} aria-hidden />}>
          <Stack gap="sm" align="flex-start">
            <Text>Tu cuenta ya es de propietario: puedes publicar tus espacios desde tu dashboard.</Text>
            <ButtonLink to="/owner-dashboard" size="sm">
              Ir a mi dashboard
            </ButtonLink>
          </Stack>
        </Alert>
      </Page>
    );
  }

  return (
    <Page
      title="Registra tu Venue"
      description="Cuéntanos de tu negocio. Revisaremos tu solicitud y te contactaremos para activar tu cuenta de propietario."
      size="sm"
    >
      <Card withBorder radius="lg" padding="lg">
        <form onSubmit={submit} noValidate aria-label="Solicitud de propietario">
          <Stack gap="md">
            <TextInput
              label="Nombre del negocio"
              placeholder="Ej. Estudio Condesa"
              required
              maxLength={120}
              autoComplete="organization"
              {...form.getInputProps('businessName')}
            />
            <TextInput
              label="Teléfono"
              placeholder="55 1234 5678"
              type="tel"
              required
              maxLength={30}
              autoComplete="tel"
              {...form.getInputProps('phone')}
            />
            <Textarea
              label="Experiencia"
              description="Opcional: ¿has rentado espacios antes?"
              autosize
              minRows={3}
              maxLength={2000}
              {...form.getInputProps('experience')}
            />
            <Textarea
              label="Motivación"
              description="Opcional: ¿por qué quieres publicar tu espacio?"
              autosize
              minRows={3}
              maxLength={2000}
              {...form.getInputProps('motivation')}
            />
            {summary && (
              <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
                {summary}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <ButtonLink to="/profile" variant="default" disabled={apply.isPending}>
                Cancelar
              </ButtonLink>
              <Button type="submit" loading={apply.isPending} data-primary-action>
                Enviar solicitud
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Page>
  );
}
