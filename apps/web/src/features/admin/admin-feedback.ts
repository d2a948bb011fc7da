/**
 * Toasts of the admin panel's changes (SPEC.md §8): a refusal the server explains
 * (last admin, self-demotion, not found, ...) shows the server's Spanish message;
 * anything else shows the screen's own failure text. An expired session is left to
 * the session-expiry handler of the panel.
 */
import { appCodeOf, errorMessage, httpStatusOf } from '../../lib/errors';
import { toast } from '../../lib/toast';

export const ADMIN_FAILURES = {
  role: 'No se pudo actualizar el rol del usuario.',
  venueStatus: 'No se pudo actualizar el estado del venue.',
  pricing: 'No se pudo actualizar la configuración de precios.',
  application: 'No se pudo registrar la decisión sobre la solicitud.',
} as const;

/** The message to show for a failed admin change. */
export function adminFailureMessage(error: unknown, fallback: string): string {
  const status = httpStatusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return errorMessage(error, fallback);
  return fallback;
}

export function toastAdminFailure(error: unknown, fallback: string): void {
  if (appCodeOf(error) === 'UNAUTHENTICATED') return;
  toast.error({ title: 'Error', message: adminFailureMessage(error, fallback) });
}
