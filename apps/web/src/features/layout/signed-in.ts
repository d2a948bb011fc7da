/**
 * The code only signed-in visitors run (the header's "Mensajes" and user menu, the side menu and
 * the bottom bar, the live messages stream, the "Confirma tu correo" banner) is a chunk of its
 * own, so a signed-out first visit does not load it. A page opened signed in waits for it
 * (main.tsx), so the parts draw with the page; after signing in on the page, they draw once loaded.
 */
import { useEffect, useState } from 'react';

type SignedInParts = typeof import('./components/signed-in-parts');

let parts: SignedInParts | null = null;
let loading: Promise<SignedInParts> | null = null;

/** Loads the signed-in parts once; later calls get the same promise (after a failed load, a new try). */
export function loadSignedInParts(): Promise<SignedInParts> {
  loading ??= import('./components/signed-in-parts').then(
    (module) => {
      parts = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The signed-in parts while `enabled` (signed in), null until loaded; drawn at once when already loaded. */
export function useSignedInParts(enabled: boolean): SignedInParts | null {
  const [module, setModule] = useState(parts);
  useEffect(() => {
    if (!enabled || module) return;
    let live = true;
    loadSignedInParts().then(
      (loaded) => {
        if (live) setModule(loaded);
      },
      // Not loaded (offline): the page works without them; the next sign-in or page load tries again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [enabled, module]);
  return enabled ? module : null;
}
