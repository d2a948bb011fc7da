/**
 * Copying text for the user, with the toast of SPEC.md §2 /oauth-config on success.
 */
import { toast } from './toast';

/** Copies a URL; toast 'URL copiada al portapapeles', or a red toast when the browser refuses. */
export async function copyUrl(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success({ title: 'URL copiada al portapapeles', message: url });
  } catch {
    toast.error({ title: 'Error', message: 'No se pudo copiar la URL. Selecciónala y cópiala a mano.' });
  }
}
