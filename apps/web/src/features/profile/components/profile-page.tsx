/**
 * /profile (SPEC.md §2, §5; PRODUCT.md §6): names with edit (trimmed), read-only email
 * and member-since date, role badge, account settings, real statistics, and the way
 * to become an owner.
 */
import { Alert, Avatar, Badge, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { ROLE_LABELS, UpdateProfileSchema } from '@rentas/domain';
import { IconAlertCircle, IconBuildingStore, IconPencil } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Page } from '../../../components/page';
import { formatLongDate } from '../../../lib/format';
import { ButtonLink } from '../../../lib/links';
import { toast } from '../../../lib/toast';
import { useSignedInUser } from '../../auth/hooks/use-auth';
import { avatarInitial } from '../../layout/components/user-menu';
import { useUpdateProfile } from '../api/use-profile';
import { AccountSettings } from './account-settings';
import { EmailPreferences } from './email-preferences';
import { ProfileStats } from './profile-stats';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </Stack>
  );
}

export function ProfilePage() {
  const user = useSignedInUser();
  const [editing, setEditing] = useState(false);
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const [formError, setFormError] = useState<string | null>(null);

  const update = useUpdateProfile({
    onSuccess: (updated) => {
      setFirstName(updated.firstName ?? '');
      setLastName(updated.lastName ?? '');
      setEditing(false);
      toast.success({ title: 'Perfil actualizado', message: 'Tus datos se guardaron.' });
    },
    onError: () => {
      toast.error({ title: 'Error', message: 'No se pudo actualizar el perfil.' });
    },
  });

  const cancel = () => {
    setFirstName(user.firstName ?? '');
    setLastName(user.lastName ?? '');
    setFormError(null);
    setEditing(false);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = UpdateProfileSchema.safeParse({ firstName: firstName.trim(), lastName: lastName.trim() });
    if (!parsed.success) {
      setFormError(parsed.error.issues[0]?.message ?? 'Revisa los datos.');
      return;
    }
    setFormError(null);
    update.mutate(parsed.data);
  };

  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

  return (
    <Page title="Mi Perfil" size="md">
      <Card withBorder radius="lg" padding="lg">
        <Group gap="md" wrap="nowrap">
          <Avatar src={user.profileImageUrl} alt="" size={64} radius="xl" color="grape">
            {avatarInitial(user)}
          </Avatar>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={700} fz="lg" truncate>
              {fullName}
            </Text>
            <Badge variant="light" color={user.role === 'admin' ? 'indigo' : user.role === 'owner' ? 'teal' : 'grape'}>
              {ROLE_LABELS[user.role]}
            </Badge>
          </Stack>
        </Group>
      </Card>

      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="personal-info-title">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} fz="lg" id="personal-info-title">
              Información personal
            </Title>
            {!editing && (
              <Button
                variant="light"
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => setEditing(true)}
              >
                Editar
              </Button>
            )}
          </Group>
          {editing ? (
            <form onSubmit={save} noValidate>
              <Stack gap="md">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <TextInput
                    label="Nombre"
                    autoComplete="given-name"
                    value={firstName}
                    onChange={(event) => setFirstName(event.currentTarget.value)}
                    data-autofocus
                  />
                  <TextInput
                    label="Apellido"
                    autoComplete="family-name"
                    value={lastName}
                    onChange={(event) => setLastName(event.currentTarget.value)}
                  />
                </SimpleGrid>
                {formError && (
                  <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
                    {formError}
                  </Alert>
                )}
                <Group justify="flex-end" gap="sm">
                  <Button variant="default" onClick={cancel} disabled={update.isPending}>
                    Cancelar
                  </Button>
                  <Button type="submit" loading={update.isPending}>
                    Guardar
                  </Button>
                </Group>
              </Stack>
            </form>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Field label="Nombre" value={user.firstName || '—'} />
              <Field label="Apellido" value={user.lastName || '—'} />
            </SimpleGrid>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Field label="Email" value={user.email} />
            <Field label="Miembro desde" value={formatLongDate(user.createdAt)} />
          </SimpleGrid>
        </Stack>
      </Card>

      <ProfileStats />

      <EmailPreferences />

      <AccountSettings />

      {user.role === 'user' && (
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="become-owner-title">
          <Group justify="space-between" gap="md">
            <Stack gap={4} maw={480}>
              <Title order={2} fz="lg" id="become-owner-title">
                ¿Tienes un espacio para rentar?
              </Title>
              <Text c="dimmed" fz="sm">
                Solicita convertirte en propietario y publica tu espacio.
              </Text>
            </Stack>
            <ButtonLink to="/become-owner" leftSection={<IconBuildingStore size={18} aria-hidden />}>
              Quiero ser propietario
            </ButtonLink>
          </Group>
        </Card>
      )}
    </Page>
  );
}
