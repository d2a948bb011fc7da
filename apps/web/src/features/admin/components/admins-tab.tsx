/**
 * The admin tab (SPEC.md §6: promotes or demotes admins): the admins, promoting a
 * user found by e-mail, demoting (never oneself; the server also keeps the last
 * admin), and the audit log.
 */
import { Avatar, Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSignedInUser } from '../../auth/hooks/use-auth';
import { useAdminUsers, useSetUserRole } from '../api/use-admin';
import { personName } from '../format';
import type { AdminUser } from '../types';
import { AuditLog } from './audit-log';
import { LoadError, TabSkeleton } from './tab-states';
import { demotedRole } from './user-card';

function AdminRow({ admin, isSelf }: { admin: AdminUser; isSelf: boolean }) {
  const setRole = useSetUserRole();
  const name = personName(admin);
  return (
    <Group gap="sm" wrap="nowrap" component="li" aria-label={`Administrador ${admin.email}`}>
      <Avatar src={admin.profileImageUrl} alt="" radius="xl" color="indigo">
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
        <Group gap={6} wrap="nowrap">
          <Text fw={600} truncate>
            {name}
          </Text>
          {isSelf && (
            <Badge size="xs" variant="outline" color="gray">
              Tú
            </Badge>
          )}
        </Group>
        <Text fz="sm" c="dimmed" truncate>
          {admin.email}
        </Text>
      </Stack>
      {!isSelf && (
        <Button
          variant="light"
          color="red"
          size="xs"
          leftSection={<IconShieldOff size={14} aria-hidden />}
          loading={setRole.isPending}
          onClick={() => setRole.mutate({ userId: admin.id, role: demotedRole(admin) })}
          aria-label={`Quitar administrador a ${admin.email}`}
        >
          Quitar
        </Button>
      )}
    </Group>
  );
}

function PromoteForm({ candidates }: { candidates: AdminUser[] }) {
  const setRole = useSetUserRole();
  const [userId, setUserId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const options = candidates.map((user) => ({ value: user.id, label: `${user.email} (${personName(user)})` }));
  const chosen = candidates.find((user) => user.id === userId);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (userId) setConfirming(true);
      }}
    >
      <ConfirmDialog
        opened={confirming && chosen !== undefined}
        title="Hacer administrador"
        confirmLabel="Sí, hacer administrador"
        color="grape"
        loading={setRole.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          userId &&
          setRole.mutate(
            { userId, role: 'admin' },
            { onSuccess: () => setUserId(null), onSettled: () => setConfirming(false) },
          )
        }
      >
        <Text>
          ¿Hacer administrador a <strong>{chosen ? personName(chosen) : ''}</strong> ({chosen?.email})? Podrá ver y
          cambiar usuarios, espacios, precios y reservas de toda la plataforma.
        </Text>
      </ConfirmDialog>
      <Stack gap="sm">
        <Select
          label="Buscar usuario por email"
          placeholder="correo@ejemplo.mx"
          data={options}
          value={userId}
          onChange={setUserId}
          searchable
          clearable
          nothingFoundMessage="Ningún usuario coincide"
          limit={50}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconShieldCheck size={16} aria-hidden />}
            disabled={!userId}
            loading={setRole.isPending}
          >
            Hacer administrador
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function AdminsTab() {
  const me = useSignedInUser();
  const users = useAdminUsers();
  const admins = users.data?.filter((user) => user.role === 'admin') ?? [];
  const candidates = users.data?.filter((user) => user.role !== 'admin') ?? [];

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="admins-title">
          <Stack gap="sm">
            <Title order={2} fz="lg" id="admins-title">
              Administradores{users.data ? ` (${admins.length})` : ''}
            </Title>
            {users.isPending ? (
              <TabSkeleton label="Cargando administradores" rows={2} height={48} />
            ) : users.isError ? (
              <LoadError onRetry={() => void users.refetch()}>No pudimos cargar los administradores.</LoadError>
            ) : (
              <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {admins.map((admin) => (
                  <AdminRow key={admin.id} admin={admin} isSelf={admin.id === me.id} />
                ))}
              </Stack>
            )}
            <Text fz="xs" c="dimmed">
              No puedes quitarte tu propio rol y siempre debe quedar al menos un administrador.
            </Text>
          </Stack>
        </Card>
        <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="promote-title">
          <Stack gap="sm">
            <Title order={2} fz="lg" id="promote-title">
              Promover a administrador
            </Title>
            <Text fz="sm" c="dimmed">
              Un administrador gestiona usuarios, venues, finanzas y precios de toda la plataforma.
            </Text>
            {users.isPending ? (
              <TabSkeleton label="Cargando usuarios" rows={1} height={64} />
            ) : users.isError ? null : (
              <PromoteForm candidates={candidates} />
            )}
          </Stack>
        </Card>
      </SimpleGrid>
      <AuditLog />
    </Stack>
  );
}
