/**
 * The heart on venue cards and the venue page (issue 16): a toggle button that saves the venue
 * in, or removes it from, my favourites. It changes at once and goes back, with a toast, if the
 * server refuses. Signed out, it sends the visitor to sign in and back to this page.
 */
import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth/hooks/use-auth';
import { type FavoriteChange, useFavoriteIds, useToggleFavorite } from '../api/use-favorites';

/** Red 7: at least 3:1 against the white button, on a photo or on the page (WCAG 1.4.11). */
const HEART_COLOR = 'var(--mantine-color-red-7)';

/** The toast of a refused change. */
function showError(error: unknown, change: FavoriteChange): void {
  toast.error({
    title: change.favorite ? 'No se guardó en favoritos' : 'No se quitó de favoritos',
    message: errorMessage(error, 'No pudimos actualizar tus favoritos. Intenta de nuevo.'),
  });
}

export function FavoriteButton({
  venueId,
  describedBy,
  variant = 'white',
  className,
}: {
  venueId: string;
  /** id of the element that names the venue (the card's or the page's heading) */
  describedBy?: string;
  /** 'white' over a photo, 'default' on the page */
  variant?: ActionIconProps['variant'];
  className?: string;
}) {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const href = useLocation({ select: (location) => location.href });
  const ids = useFavoriteIds();
  const toggle = useToggleFavorite({ onError: showError });
  const favorite = user !== null && (ids.data?.includes(venueId) ?? false);

  const press = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (isLoading) return;
    if (!user) {
      void navigate({ to: '/login', search: { redirect: href } });
      return;
    }
    toggle.mutate({ venueId, favorite: !favorite });
  };

  return (
    <ActionIcon
      variant={variant}
      color="red"
      size={44}
      radius="xl"
      className={className}
      aria-label={favorite ? 'Quitar de favoritos' : 'Guardar en favoritos'}
      aria-pressed={favorite}
      aria-describedby={describedBy}
      onClick={press}
    >
      {favorite ? (
        <IconHeartFilled size={22} color={HEART_COLOR} aria-hidden />
      ) : (
        <IconHeart size={22} stroke={1.8} color={HEART_COLOR} aria-hidden />
      )}
    </ActionIcon>
  );
}
