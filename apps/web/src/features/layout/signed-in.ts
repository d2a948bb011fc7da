/**
 * The code only signed-in visitors run (the header's "Mensajes" and user menu, the live
 * messages stream, the "Confirma tu correo" banner) is a chunk of its own, so a signed-out
 * first visit does not load it. It starts loading as soon as a signed-in user is known
 * (main.tsx, before the page shows), so the parts draw with the page, as before.
 */
import { useEffect, useState } from 'react';

type SignedInParts = typeof import('./components/signed-in-parts');

let parts: SignedInParts | null = null;
let loading: Promise<SignedInParts> | null = null;

/** Loads the signed-in parts once; later calls get the same promise. */
export function loadSignedInParts(): Promise<SignedInParts> {
  loading ??= import('./components/signed-in-parts').then((module) => {
    parts = module;
    return module;
  });
  return loading;
}

/** The signed-in parts while `enabled` (signed in), null until loaded; drawn at once when already loaded. */
export function useSignedInParts(enabled: boolean): SignedInParts | null {
  const [module, setModule] = useState(parts);
  useEffect(() => {
    if (!enabled || module) return;
    let live = true;
    void loadSignedInParts().then((loaded) => {
      if (live) setModule(loaded);
    });
    return () => {
      live = false;
    };
  }, [enabled, module]);
  return enabled ? module : null;
}
