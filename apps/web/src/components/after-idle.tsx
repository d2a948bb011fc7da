/**
 * A component whose code loads after the page's first idle moment (maps, calendars: issue 18
 * keeps them out of every first load) and once its place on the page comes near the screen
 * (issue 17: a map or calendar further down a phone's page costs nothing until the guest
 * scrolls towards it), with a spinner of `label` meanwhile.
 */
import { Center, Loader } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { type ComponentType, type JSX, lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { useFirstIdle } from '../lib/first-idle';

/** How far below (or above) the screen a waiting component starts loading: about a phone screen. */
const NEAR_SCREEN = '800px 0px';

/**
 * Input: the module's loader (its default export), the spinner's accessible label and the
 * space it keeps (px). Output: a component with the same props.
 */
export function afterIdle<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  label: string,
  minHeight = 300,
): ComponentType<P> {
  const Lazy = lazy(load);
  const spinner = <Loader size="sm" role="status" aria-label={label} />;
  return function AfterIdle(props: P) {
    const idle = useFirstIdle();
    const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: NEAR_SCREEN });
    const [near, setNear] = useState(false);
    const nearNow = entry?.isIntersecting === true;
    useEffect(() => {
      if (nearNow) startTransition(() => setNear(true));
    }, [nearNow]);
    const waiting = (
      <Center ref={near ? undefined : ref} mih={minHeight} h="100%">
        {spinner}
      </Center>
    );
    return idle && near ? (
      <Suspense fallback={waiting}>
        <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    ) : (
      waiting
    );
  };
}
