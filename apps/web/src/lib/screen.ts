/**
 * The screen-width questions the app asks in code (layouts that differ by more than CSS can
 * express). In the browser they read the media query at once. Where there is no browser (the
 * server's first paint, decision 021) they answer from ServerScreenContext: the server guesses
 * 'phone' from a mobile User-Agent, so a phone's first paint already has the phone layout.
 */
import { useMediaQuery } from '@mantine/hooks';
import { createContext, useContext } from 'react';

// Mantine's useMediaQuery answers false where there is no window, whatever its initial value.
const IN_BROWSER = typeof window !== 'undefined';

export type ScreenGuess = 'phone' | 'desktop';

/** The server's guess of the visitor's screen; 'desktop' unless entry-server.tsx says otherwise. */
export const ServerScreenContext = createContext<ScreenGuess>('desktop');

/** True below 48em (768 px): the phone layouts (filters in a sheet, compact rows). */
export function useIsPhone(): boolean {
  const guess = useContext(ServerScreenContext);
  const matches = useMediaQuery('(max-width: 47.99em)', undefined, { getInitialValueInEffect: false });
  return IN_BROWSER ? matches : guess === 'phone';
}

/** True from 62em (992 px): the side menu instead of the bottom bar. */
export function useIsDesktop(): boolean {
  const guess = useContext(ServerScreenContext);
  const matches = useMediaQuery('(min-width: 62em)', undefined, { getInitialValueInEffect: false });
  return IN_BROWSER ? matches : guess === 'desktop';
}
