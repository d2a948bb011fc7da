/** The owner's calendar, loaded after the dashboard's first idle moment (issue 18: calendar code only where shown). */
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useFirstIdle } from '../../../lib/first-idle';
import type { OwnerCalendarProps } from './owner-calendar';

const OwnerCalendar = lazy(() => import('./owner-calendar'));

function Waiting() {
  return (
    <Center mih={320}>
      <Loader size="sm" role="status" aria-label="Cargando calendario" />
    </Center>
  );
}

export function LazyOwnerCalendar(props: OwnerCalendarProps) {
  const idle = useFirstIdle();
  return idle ? (
    <Suspense fallback={<Waiting />}>
      <OwnerCalendar {...props} />
    </Suspense>
  ) : (
    <Waiting />
  );
}
