/**
 * "Has the browser been idle since the app first showed?": lets the opened page put what
 * is on screen first (its largest photo, its results) and start what can wait (photos
 * further down, heavier inputs) right after. Once true it stays true for the session, so
 * pages opened later never wait.
 */
import { startTransition, useEffect, useState } from 'react';

let idle = false;
let scheduled = false;
const listeners = new Set<() => void>();

function markIdle() {
  idle = true;
  for (const listener of listeners) listener();
}

/** Starts the wait once (after the first paint, when the browser is free; at the latest in 1.5 s). */
function scheduleIdle() {
  if (scheduled) return;
  scheduled = true;
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(markIdle, { timeout: 1500 });
  else setTimeout(markIdle, 200);
}

/**
 * True once the browser has been idle after the app's first page showed. The change
 * renders as a transition: React draws what waited in short slices, never one long task.
 */
export function useFirstIdle(): boolean {
  const [value, setValue] = useState(idle);
  useEffect(() => {
    if (idle) {
      setValue(true);
      return;
    }
    const listener = () => startTransition(() => setValue(true));
    listeners.add(listener);
    scheduleIdle();
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return value;
}
