/**
 * /role-selection (SPEC.md §2, §4): three role cards; choosing one sets the role,
 * refreshes the user and goes to the role's landing page.
 */
import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { pathAfterRoleSelection, type Role } from '@rentas/domain';
import { IconBuildingStore, IconCheck, IconLogout, IconShieldCheck, IconUser } from '@tabler/icons-react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useId } from 'react';
import { appCodeOf } from '../../../lib/errors';
import { signOut } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useSetRole } from '../api/use-session';
import { useSignedInUser } from '../hooks/use-auth';
import classes from './role-selection.module.css';

interface RoleOption {
  role: Role;
  title: string;
  description: string;
  features: string[];
  icon: typeof IconUser;
  color: string;
}

const OPTIONS: RoleOption[] = [
  {
    role: 'user',
    title: 'Usuario Normal',
    description: 'Busca y reserva lugares por hora.',
    features: [
      'Buscar estudios, salones y salas',
      'Reservar por hora y pagar en el lugar',
      'Ver tus reservas y códigos QR',
    ],
    icon: IconUser,
    color: 'grape',
  },
  {
    role: 'owner',
    title: 'Local',
    description: 'Publica tu espacio y gana dinero por hora.',
    features: ['Publicar y editar tus espacios', 'Recibir y gestionar reservas', 'Ver tus ingresos y calificaciones'],
    icon: IconBuildingStore,
    color: 'teal',
  },
  {
    role: 'admin',
    title: 'Admin',
    description: 'Administra la plataforma (solo administradores).',
    features: ['Gestionar usuarios y roles', 'Moderar espacios y reservas', 'Configurar comisiones y finanzas'],
    icon: IconShieldCheck,
    color: 'indigo',
  },
];

/**
 * A role card: the whole card is clickable through its title button, stretched over the
 * card, so the button's name is its visible title and the rest is its description.
 */
function RoleCard({
  option,
  loading,
  disabled,
  onSelect,
}: {
  option: RoleOption;
  loading: boolean;
  disabled: boolean;
  onSelect: () => void;
}) {
  const descriptionId = useId();
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.card} data-disabled={disabled || undefined}>
      <Stack gap="sm" align="flex-start">
        <Group justify="space-between" w="100%">
          <ThemeIcon size={48} radius="md" variant="light" color={option.color}>
            <option.icon size={28} aria-hidden />
          </ThemeIcon>
          {loading && <Loader size="sm" role="status" aria-label="Guardando" />}
        </Group>
        <UnstyledButton
          className={classes.select}
          aria-describedby={descriptionId}
          disabled={disabled}
          onClick={onSelect}
          fw={700}
          fz="xl"
        >
          {option.title}
        </UnstyledButton>
        <Box id={descriptionId}>
          <Text c="dimmed" fz="sm" mb="xs">
            {option.description}
          </Text>
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
            {option.features.map((feature) => (
              <Group key={feature} component="li" gap={6} wrap="nowrap" align="flex-start">
                <IconCheck
                  size={16}
                  color="var(--mantine-color-teal-6)"
                  aria-hidden
                  style={{ flexShrink: 0, marginTop: 3 }}
                />
                <Text component="span" fz="sm">
                  {feature}
                </Text>
              </Group>
            ))}
          </Stack>
        </Box>
      </Stack>
    </Card>
  );
}

export function RoleSelection({ redirect }: { redirect?: string }) {
  const navigate = useNavigate();
  const router = useRouter();
  const user = useSignedInUser();

  const setRole = useSetRole({
    onSuccess: async (_updated, { role }) => {
      if (role === 'user' && redirect) {
        router.history.push(redirect);
        return;
      }
      const to = pathAfterRoleSelection(role);
      // Guests land on the landing page with its greeting (SPEC.md §2 Landing).
      if (to === '/') await navigate({ to, search: { welcome: true } });
      else await navigate({ to });
    },
    onError: (error) => {
      // Issue 13: admin access is granted, not chosen; say so instead of "try again".
      toast.error({
        title: appCodeOf(error) === 'ADMIN_ROLE_FORBIDDEN' ? 'Acceso de administrador' : 'Error',
        message:
          appCodeOf(error) === 'ADMIN_ROLE_FORBIDDEN'
            ? 'El acceso de administrador lo otorga un administrador de Rentas por Hora. Elige Usuario Normal o Local.'
            : 'No se pudo actualizar tu rol. Inténtalo de nuevo.',
      });
    },
  });

  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;

  return (
    <Container size="lg" w="100%" px="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="xl">
        <Stack gap={6} ta="center" align="center">
          <Badge variant="light" size="lg">
            {name}
          </Badge>
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            ¿Cómo quieres usar Rentas por Hora?
          </Title>
          <Text c="dimmed" maw={560}>
            Elige tu tipo de cuenta. Podrás cambiar tu rol más adelante desde tu perfil.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {OPTIONS.map((option) => (
            <RoleCard
              key={option.role}
              option={option}
              loading={setRole.isPending && setRole.variables?.role === option.role}
              disabled={setRole.isPending}
              onSelect={() => setRole.mutate({ role: option.role })}
            />
          ))}
        </SimpleGrid>
        <Group justify="center">
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconLogout size={18} aria-hidden />}
            onClick={() => void signOut()}
          >
            Cerrar Sesión
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
