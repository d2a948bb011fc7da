/**
 * A component whose code loads after the page's first idle moment (maps, calendars: issue 18
 * keeps them out of every first load), with a spinner of `label` meanwhile.
 */
import { Center, Loader } from '@mantine/core';
import { type ComponentType, type JSX, lazy, Suspense } from 'react';
import { useFirstIdle } from '../lib/first-idle';

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
  const waiting = (
    <Center mih={minHeight} h="100%">
      <Loader size="sm" role="status" aria-label={label} />
    </Center>
  );
  return function AfterIdle(props: P) {
    const idle = useFirstIdle();
    return idle ? (
      <Suspense fallback={waiting}>
        <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    ) : (
      waiting
    );
  };
}
