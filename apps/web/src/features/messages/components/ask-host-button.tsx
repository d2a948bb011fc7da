/**
 * "Enviar mensaje al anfitrión" on a venue page (issue 15): a guest asks before booking. Signed
 * out, it goes to /login and back; the venue's own owner does not see it. The message opens the
 * conversation, where the answer appears without reloading.
 */
import { Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MessageBodySchema } from '@rentas/domain';
import { IconMessageCircle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth/hooks/use-auth';
import { useStartInquiry } from '../api/use-messages';

export function AskHostButton({ venue }: { venue: { id: string; name: string; ownerId: string } }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const form = useForm({
    initialValues: { body: '' },
    validate: { body: (value) => MessageBodySchema.safeParse(value).error?.issues[0]?.message ?? null },
  });
  const inquire = useStartInquiry({
    onSuccess: async (thread) => {
      setOpen(false);
      form.reset();
      toast.success({ title: 'Mensaje enviado', message: 'Te avisaremos cuando el anfitrión responda.' });
      await navigate({ to: '/mensajes/$conversationId', params: { conversationId: thread.id } });
    },
    onError: (error) =>
      toast.error({ title: 'No se envió', message: errorMessage(error, 'No se pudo enviar el mensaje.') }),
  });
  if (user?.id === venue.ownerId) return null;

  const start = () => {
    if (!user) {
      void navigate({ to: '/login', search: { redirect: `/venue/${venue.id}` } });
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <Button variant="light" fullWidth onClick={start} leftSection={<IconMessageCircle size={20} aria-hidden />}>
        Enviar mensaje al anfitrión
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Enviar mensaje al anfitrión" centered>
        <form onSubmit={form.onSubmit((values) => inquire.mutate({ venueId: venue.id, body: values.body }))} noValidate>
          <Stack gap="sm">
            <Text fz="sm" c="dimmed">
              Pregunta lo que necesites sobre {venue.name} antes de reservar.
            </Text>
            <Textarea
              label="Tu mensaje"
              placeholder="Hola, ¿tienen estacionamiento?"
              autosize
              minRows={3}
              maxRows={8}
              maxLength={2000}
              data-autofocus
              {...form.getInputProps('body')}
            />
            <Button type="submit" loading={inquire.isPending} data-primary-action>
              Enviar
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
