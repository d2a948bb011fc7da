import { Button } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { useBookingThread } from '../api/use-messages';

/**
 * Opens a booking's conversation (issue 15), made on first use: "Escribir al anfitrión" for the
 * guest, "Escribir al invitado" for the venue's owner.
 */
export function BookingThreadButton({ bookingId, label }: { bookingId: string; label: string }) {
  const navigate = useNavigate();
  const open = useBookingThread({
    onSuccess: (thread) => navigate({ to: '/mensajes/$conversationId', params: { conversationId: thread.id } }),
    onError: (error) =>
      toast.error({ title: 'Error', message: errorMessage(error, 'No se pudo abrir la conversación.') }),
  });
  return (
    <Button
      variant="subtle"
      size="sm"
      px={8}
      leftSection={<IconMessageCircle size={18} aria-hidden />}
      loading={open.isPending}
      onClick={() => open.mutate({ bookingId })}
      style={{ alignSelf: 'flex-start' }}
    >
      {label}
    </Button>
  );
}
