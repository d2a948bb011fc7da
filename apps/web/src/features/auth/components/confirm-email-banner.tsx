/**
 * The reminder under the header while a signed-in person's address is unconfirmed (issue 15):
 * what to do, and "Reenviar" for a new link (at most one a minute; the server says when).
 */
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { useResendConfirmation } from '../api/use-session';

export function ConfirmEmailBanner({ email }: { email: string }) {
  const resend = useResendConfirmation({
    onSuccess: (result) =>
      result.sent
        ? toast.success({ title: 'Enlace enviado', message: `Te enviamos un nuevo enlace a ${email}.` })
        : toast.success({
            title: 'Revisa tu correo',
            message:
              'Ya te enviamos un enlace hace menos de un minuto. Revisa también la carpeta de correo no deseado.',
          }),
    onError: (error) => toast.error({ title: 'Error', message: errorMessage(error, 'No se pudo enviar el enlace.') }),
  });
  return (
    <Alert
      color="yellow"
      variant="light"
      radius={0}
      icon={<IconMail size={18} aria-hidden />}
      role="region"
      aria-label="Confirma tu correo"
      px={{ base: 'md', sm: 'xl' }}
    >
      <Group justify="space-between" gap="xs">
        <Text fz="sm" style={{ flex: '1 1 16rem' }}>
          Confirma tu correo <strong style={{ overflowWrap: 'anywhere' }}>{email}</strong> con el enlace que te enviamos
          para recibir tus reservas y publicar espacios.
        </Text>
        <Button size="sm" variant="white" color="dark" loading={resend.isPending} onClick={() => resend.mutate()}>
          Reenviar
        </Button>
      </Group>
    </Alert>
  );
}
