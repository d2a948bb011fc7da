/**
 * The signed-in header menu (SPEC.md §2 Shared header): avatar, first name and
 * role label; panel, profile, favourites (issue 16) and logout.
 */
import { Avatar, Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { homePathFor, ROLE_LABELS } from '@rentas/domain';
import { IconChevronDown, IconHeart, IconLayoutDashboard, IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { signOut } from '../../../lib/paths';
import { useSignedInUser } from '../../auth/hooks/use-auth';

/** Avatar letter: first letter of firstName, else of email, else 'U'. */
export function avatarInitial(user: { firstName: string | null; email: string }): string {
  return (user.firstName?.trim()[0] ?? user.email.trim()[0] ?? 'U').toUpperCase();
}

export function UserMenu() {
  const user = useSignedInUser();
  const firstName = user.firstName?.trim() || 'Usuario';
  const roleLabel = ROLE_LABELS[user.contextRole];

  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        {/* The name comes from the visible text (plus hidden words), so speech users can say what they see. */}
        <UnstyledButton p={4} style={{ borderRadius: 'var(--mantine-radius-xl)' }}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={user.profileImageUrl} alt="" color="grape" radius="xl" size={36} aria-hidden>
              {avatarInitial(user)}
            </Avatar>
            <Stack gap={0} visibleFrom="xs">
              <Text fz="sm" fw={600} lh={1.2}>
                {firstName}
              </Text>
              <Text fz="xs" c="dimmed" lh={1.2}>
                {roleLabel}
              </Text>
            </Stack>
            <VisuallyHidden hiddenFrom="xs">
              {firstName} {roleLabel}
            </VisuallyHidden>
            <VisuallyHidden>· Menú de usuario</VisuallyHidden>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={homePathFor(user.contextRole)}
          leftSection={<IconLayoutDashboard size={16} aria-hidden />}
        >
          Mi Panel de Control
        </Menu.Item>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden />}>
          Mi Perfil
        </Menu.Item>
        {/* issue 16: on phones the bottom bar has no room for it */}
        <Menu.Item component={Link} to="/favoritos" leftSection={<IconHeart size={16} aria-hidden />}>
          Mis Favoritos
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
          Cerrar Sesión
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
