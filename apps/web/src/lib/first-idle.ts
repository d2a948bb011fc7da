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

/**
 * Runs the callback when the browser is next free (at the latest after `timeoutMs`).
 * Output: a function that cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs = 1500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 200);
  return () => clearTimeout(timer);
}

/** Starts the wait once (after the first paint, when the browser is free; at the latest in 1.5 s). */
function scheduleIdle() {
  if (scheduled) return;
  scheduled = true;
  whenIdle(markIdle);
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
