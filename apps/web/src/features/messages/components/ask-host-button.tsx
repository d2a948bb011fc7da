/**
 * "Enviar mensaje al anfitrión" on a venue page (issue 15): a guest asks before booking. Signed
 * out, it goes to /login and back; the venue's own owner does not see it. The message opens the
 * conversation, where the answer appears without reloading. The dialog's code loads when the
 * pointer or focus reaches the button (issue 17), so it is usually there by the time it is
 * pressed; otherwise the button spins until it is.
 */
import { Button } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState, useTransition } from 'react';
import { useAuth } from '../../auth/hooks/use-auth';

const loadDialog = () => import('./ask-host-dialog');
const AskHostDialog = lazy(loadDialog);

export function AskHostButton({ venue }: { venue: { id: string; name: string; ownerId: string } }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [loading, startLoading] = useTransition();
  if (user?.id === venue.ownerId) return null;

  const start = () => {
    if (!user) {
      void navigate({ to: '/login', search: { redirect: `/venue/${venue.id}` } });
      return;
    }
    // A transition: the button shows it is working while the dialog's code arrives.
    startLoading(() => {
      setUsed(true);
      setOpen(true);
    });
  };
  const prefetch = () => {
    if (user) void loadDialog();
  };

  return (
    <>
      <Button
        variant="light"
        fullWidth
        onClick={start}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        loading={loading}
        leftSection={<IconMessageCircle size={20} aria-hidden />}
      >
        Enviar mensaje al anfitrión
      </Button>
      {used && (
        <Suspense fallback={null}>
          <AskHostDialog venue={venue} opened={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
