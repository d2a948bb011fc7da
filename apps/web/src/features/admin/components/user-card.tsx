/**
 * One user in the users tab: name, e-mail, role, counts, and the role controls
 * (dropdown, promote / demote), hidden on the admin's own card (SPEC.md §5).
 */
import { Avatar, Badge, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { ROLE_LABELS, ROLES, type Role } from '@rentas/domain';
import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSetUserRole } from '../api/use-admin';
import { formatShortDate, personName } from '../format';
import type { AdminUser } from '../types';
import { RoleBadge } from './role-badge';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The role an admin keeps when demoted: owner while they still have venues, else user. */
export function demotedRole(user: AdminUser): Role {
  return user.venueCount > 0 ? 'owner' : 'user';
}

export function UserCard({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const setRole = useSetUserRole();
  const name = personName(user);
  // Making someone admin gives them the whole platform: ask first (issue 13).
  const [confirmAdmin, setConfirmAdmin] = useState(false);
  const change = (role: Role) => {
    if (role === user.role) return;
    if (role === 'admin') setConfirmAdmin(true);
    else setRole.mutate({ userId: user.id, role });
  };

  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={`Usuario ${user.email}`}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={user.profileImageUrl} alt="" radius="xl" color="grape">
            {name.charAt(0).toUpperCase()}
          </Avatar>
          <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {name}{' '}
              {isSelf && (
                <Badge size="xs" variant="outline" color="gray" component="span">
                  Tú
                </Badge>
              )}
            </Text>
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" align="center">
          <RoleBadge role={user.role} />
          <Text fz="sm" c="dimmed">
            {plural(user.bookingCount, 'reserva', 'reservas')} · {plural(user.venueCount, 'venue', 'venues')} · desde{' '}
            {formatShortDate(user.createdAt)}
          </Text>
        </Group>
        {isSelf ? (
          <Text fz="sm" c="dimmed">
            Es tu cuenta: otro administrador puede cambiar tu rol.
          </Text>
        ) : (
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label="Rol"
              data={ROLE_OPTIONS}
              value={user.role}
              onChange={(value) => value && change(value as Role)}
              allowDeselect={false}
              disabled={setRole.isPending}
              w={170}
            />
            {user.role === 'admin' ? (
              <Button
                variant="light"
                color="red"
                leftSection={<IconShieldOff size={16} aria-hidden />}
                onClick={() => change(demotedRole(user))}
                loading={setRole.isPending}
              >
                Quitar administrador
              </Button>
            ) : (
              <Button
                variant="light"
                leftSection={<IconShieldCheck size={16} aria-hidden />}
                onClick={() => change('admin')}
                loading={setRole.isPending}
              >
                Hacer administrador
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirmAdmin}
        title="Hacer administrador"
        confirmLabel="Sí, hacer administrador"
        color="grape"
        loading={setRole.isPending}
        onClose={() => setConfirmAdmin(false)}
        onConfirm={() =>
          setRole.mutate({ userId: user.id, role: 'admin' }, { onSettled: () => setConfirmAdmin(false) })
        }
      >
        <Text>
          ¿Hacer administrador a <strong>{name}</strong>? Podrá ver y cambiar usuarios, espacios, precios y reservas de
          toda la plataforma.
        </Text>
      </ConfirmDialog>
    </Card>
  );
}
