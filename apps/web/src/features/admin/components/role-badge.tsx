import { Badge, type BadgeProps } from '@mantine/core';
import { ROLE_LABELS, type Role } from '@rentas/domain';

const COLORS: Record<Role, string> = { admin: 'indigo', owner: 'teal', user: 'grape' };

/** A user's role in Spanish (Administrador, Propietario, Usuario). */
export function RoleBadge({ role, ...props }: BadgeProps & { role: Role }) {
  return (
    <Badge color={COLORS[role]} variant="light" {...props}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}
