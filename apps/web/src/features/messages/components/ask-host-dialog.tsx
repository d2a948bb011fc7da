/**
 * The message form behind "Enviar mensaje al anfitrión" (issue 15), in its own chunk: the form,
 * its dialog and the message schema load when a guest first opens it, not with the venue page
 * (issue 17: they were a third of that page's first-load code).
 */
import { Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MessageBodySchema } from '@rentas/domain';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { useStartInquiry } from '../api/use-messages';

/**
 * Input: the venue asked about, whether the dialog shows and how to close it. Sends the first
 * message (SPEC rule: MessageBodySchema, 1..2,000 characters) and opens the conversation.
 */
export default function AskHostDialog({
  venue,
  opened,
  onClose,
}: {
  venue: { id: string; name: string };
  opened: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { body: '' },
    validate: { body: (value) => MessageBodySchema.safeParse(value).error?.issues[0]?.message ?? null },
  });
  const inquire = useStartInquiry({
    onSuccess: async (thread) => {
      onClose();
      form.reset();
      toast.success({ title: 'Mensaje enviado', message: 'Te avisaremos cuando el anfitrión responda.' });
      await navigate({ to: '/mensajes/$conversationId', params: { conversationId: thread.id } });
    },
    onError: (error) =>
      toast.error({ title: 'No se envió', message: errorMessage(error, 'No se pudo enviar el mensaje.') }),
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Enviar mensaje al anfitrión" centered>
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
  );
}
