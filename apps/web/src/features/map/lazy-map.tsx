/**
 * A map that costs nothing until it shows (issue 18: map code loads only on the pages and
 * toggles that show it). Leaflet is fetched after the page's first idle moment, never drawn on
 * the server; until then, and if the code cannot load, the box keeps its size and says why.
 */
import { Box, Center, Loader, Text } from '@mantine/core';
import { Component, lazy, type ReactNode, Suspense } from 'react';
import { useFirstIdle } from '../../lib/first-idle';
import type { PlaceMapProps } from './map-types';

const PlaceMap = lazy(() => import('./place-map'));

class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (this.state.failed) {
      return (
        <Center h="100%" p="md">
          <Text fz="sm" c="dimmed" ta="center" role="status">
            No pudimos cargar el mapa. Recarga la página para intentarlo de nuevo.
          </Text>
        </Center>
      );
    }
    return this.props.children;
  }
}

function Waiting() {
  return (
    <Center h="100%">
      <Loader size="sm" role="status" aria-label="Cargando mapa" />
    </Center>
  );
}

/** The map of `props` in a box of `height` (CSS length), rounded like the app's cards. */
export function LazyMap({ height, ...props }: PlaceMapProps & { height: number | string }) {
  const idle = useFirstIdle();
  return (
    <Box
      h={height}
      bg="gray.1"
      style={{ borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden', isolation: 'isolate' }}
    >
      {idle ? (
        <MapErrorBoundary>
          <Suspense fallback={<Waiting />}>
            <PlaceMap {...props} />
          </Suspense>
        </MapErrorBoundary>
      ) : (
        <Waiting />
      )}
    </Box>
  );
}
