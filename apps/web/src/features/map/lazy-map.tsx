/**
 * A map that costs nothing until it shows (issue 18: map code loads only on the pages and
 * toggles that show it). Leaflet is fetched after the page's first idle moment, never drawn on
 * the server; until then, and if the code cannot load, the box keeps its size and says why.
 */
import { Box, Center, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { afterIdle } from '../../components/after-idle';
import type { PlaceMapProps } from './map-types';

const PlaceMap = afterIdle<PlaceMapProps>(() => import('./place-map'), 'Cargando mapa', 0);

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

/** The map of `props` in a box of `height` (CSS length), rounded like the app's cards. */
export function LazyMap({ height, ...props }: PlaceMapProps & { height: number | string }) {
  return (
    <Box
      h={height}
      bg="gray.1"
      style={{ borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden', isolation: 'isolate' }}
    >
      <MapErrorBoundary>
        <PlaceMap {...(props as PlaceMapProps)} />
      </MapErrorBoundary>
    </Box>
  );
}
