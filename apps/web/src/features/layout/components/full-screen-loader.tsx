import { Center, Loader } from '@mantine/core';

/** Shown while the auth check runs (SPEC.md §2). */
export function FullScreenLoader() {
  return (
    <Center h="100dvh">
      <Loader role="status" aria-label="Cargando" size="lg" />
    </Center>
  );
}

/** A page-level spinner inside the layout. */
export function PageLoader() {
  return (
    <Center py={80}>
      <Loader role="status" aria-label="Cargando" />
    </Center>
  );
}
