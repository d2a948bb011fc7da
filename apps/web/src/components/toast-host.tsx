/**
 * Where toasts appear. The notifications container (and its transitions) is loaded
 * with the first toast, not with the app: most visits never show one.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';

const Notifications = lazy(() => import('./notifications'));

let wanted = false;
const listeners = new Set<() => void>();

/** Called before a toast is shown: mounts the container (it then shows the queued toast). */
export function mountToastHost(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function ToastHost() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  );
}
