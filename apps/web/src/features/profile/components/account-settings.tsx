/**
 * Account settings of /profile (SPEC.md §2): notifications, privacy and payment methods.
 * Each opens a dialog that says what the product does today; nothing pretends to be a
 * setting that does not exist. Payment methods come from payments.methods. "Cerrar sesión
 * en todos los dispositivos" (auth.logoutAll, issue 12) ends every session after a
 * confirmation and opens /login.
 */
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  Modal,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconBell,
  IconChevronRight,
  IconCreditCard,
  IconDevices,
  IconLock,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { ButtonLink } from '../../../lib/links';
import { toast } from '../../../lib/toast';
import { usePaymentMethods } from '../../bookings/api/use-bookings';
import { useLogoutAll } from '../api/use-profile';
import classes from './account-settings.module.css';

type Dialog = 'notifications' | 'privacy' | 'payments' | 'logout-all';

const METHOD_DETAILS: Record<string, string> = {
  venue: 'Pagas directamente en el espacio el día de tu reserva. La reserva se confirma al instante.',
  paypal: 'Pagas al reservar, en el sitio de PayPal. Si cancelas a tiempo, te devolvemos el pago.',
};

function PaymentMethods({ enabled }: { enabled: boolean }) {
  const methods = usePaymentMethods({ enabled });
  if (methods.isPending) return <Skeleton h={120} radius="md" />;
  if (methods.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
        No pudimos cargar los métodos de pago. Intenta de nuevo en unos segundos.
      </Alert>
    );
  }
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {methods.data.map((method) => (
        <Card key={method.id} component="li" withBorder radius="md" padding="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <Stack gap={2}>
              <Text fw={600}>{method.label}</Text>
              <Text fz="sm" c="dimmed">
                {method.available ? METHOD_DETAILS[method.id] : 'No está disponible por ahora.'}
              </Text>
            </Stack>
            <Badge color={method.available ? 'green' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
              {method.available ? 'Disponible' : 'No disponible'}
            </Badge>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** Confirmation for ending every session of the account; afterwards the user lands on /login. */
function LogoutAllModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const logoutAll = useLogoutAll({
    // A full page load: nothing of the signed-in account stays in memory.
    onSuccess: () => window.location.assign('/login'),
    onError: (error) => toast.error({ title: 'Error', message: error.message }),
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Cerrar sesión en todos los dispositivos" centered radius="lg">
      <Stack gap="sm">
        <Text fz="sm">
          Se cerrará tu sesión en todos los dispositivos donde la tengas abierta, incluido este. Tendrás que volver a
          iniciar sesión.
        </Text>
        <Text fz="sm" c="dimmed">
          Úsalo si perdiste un dispositivo o iniciaste sesión en una computadora que no es tuya.
        </Text>
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onClose} disabled={logoutAll.isPending} data-autofocus>
            Cancelar
          </Button>
          <Button color="red" loading={logoutAll.isPending} onClick={() => logoutAll.mutate()}>
            Cerrar todas las sesiones
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function SettingButton({
  icon,
  label,
  hint,
  onClick,
}: {
  icon: ReactNode;
  label: string;
  hint: string;
  onClick: () => void;
}) {
  return (
    <UnstyledButton className={classes.setting} onClick={onClick} aria-haspopup="dialog">
      <Group wrap="nowrap" gap="md">
        <ThemeIcon variant="light" size={40} radius="md">
          {icon}
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text component="span" fw={600} fz="sm">
            {label}
          </Text>
          <Text component="span" fz="xs" c="dimmed">
            {hint}
          </Text>
        </Stack>
        <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0 }} />
      </Group>
    </UnstyledButton>
  );
}

export function AccountSettings() {
  const [open, setOpen] = useState<Dialog | null>(null);
  const close = () => setOpen(null);

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="settings-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="settings-title">
          Configuración de la cuenta
        </Title>
        <Stack gap="sm">
          <SettingButton
            icon={<IconBell size={20} aria-hidden />}
            label="Notificaciones"
            hint="Cómo te enteras de tus reservas"
            onClick={() => setOpen('notifications')}
          />
          <SettingButton
            icon={<IconLock size={20} aria-hidden />}
            label="Privacidad"
            hint="Qué datos guardamos y quién los ve"
            onClick={() => setOpen('privacy')}
          />
          <SettingButton
            icon={<IconCreditCard size={20} aria-hidden />}
            label="Métodos de pago"
            hint="Cómo puedes pagar tus reservas"
            onClick={() => setOpen('payments')}
          />
          <SettingButton
            icon={<IconDevices size={20} aria-hidden />}
            label="Cerrar sesión en todos los dispositivos"
            hint="Termina tus sesiones abiertas en otros equipos"
            onClick={() => setOpen('logout-all')}
          />
        </Stack>
      </Stack>

      <Modal opened={open === 'notifications'} onClose={close} title="Notificaciones" centered radius="lg">
        <Stack gap="sm">
          <Text fz="sm">
            Por ahora Rentas por Hora no envía correos, SMS ni notificaciones push, así que no hay nada que activar o
            desactivar.
          </Text>
          <List spacing="xs" fz="sm">
            <List.Item>
              El estado de cada reserva (Pendiente, Confirmada, Cancelada, Completada) está en Mis Reservas.
            </List.Item>
            <List.Item>
              Con «Agregar al calendario» guardas una reserva en tu calendario y recibes sus recordatorios.
            </List.Item>
            <List.Item>Los avisos de la app aparecen unos segundos en la parte superior de la pantalla.</List.Item>
          </List>
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={close}>
              Cerrar
            </Button>
            <ButtonLink to="/my-bookings" onClick={close}>
              Ir a Mis Reservas
            </ButtonLink>
          </Group>
        </Stack>
      </Modal>

      <Modal opened={open === 'privacy'} onClose={close} title="Privacidad" centered radius="lg">
        <Stack gap="sm">
          <List spacing="xs" fz="sm">
            <List.Item>Guardamos tu nombre, apellido y correo para identificar tu cuenta.</List.Item>
            <List.Item>
              Guardamos tus reservas y reseñas. En las reseñas públicas solo aparece tu nombre de pila.
            </List.Item>
            <List.Item>
              El propietario de un espacio ve tu nombre y los datos de las reservas que haces en su espacio.
            </List.Item>
            <List.Item>
              Tu contraseña nunca se guarda en texto plano y tu sesión usa una cookie segura que expira.
            </List.Item>
            <List.Item>
              No guardamos tarjetas ni datos bancarios: los pagos con PayPal se hacen en el sitio de PayPal.
            </List.Item>
          </List>
          <Text fz="sm" c="dimmed">
            Puedes cambiar tu nombre y apellido en «Información personal».
          </Text>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cerrar
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal opened={open === 'payments'} onClose={close} title="Métodos de pago" centered radius="lg">
        <Stack gap="sm">
          <PaymentMethods enabled={open === 'payments'} />
          <Text fz="sm" c="dimmed">
            Eliges cómo pagar al confirmar cada reserva. No guardamos tarjetas en tu cuenta.
          </Text>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cerrar
            </Button>
          </Group>
        </Stack>
      </Modal>

      <LogoutAllModal opened={open === 'logout-all'} onClose={close} />
    </Card>
  );
}
