/**
 * The month view without its weight in the page's first load (issue 18: calendar code loads
 * only on the pages that show it): the calendar arrives after the page's first idle moment.
 */
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useFirstIdle } from '../lib/first-idle';
import type { MonthCalendarProps } from './month-calendar';

const MonthCalendar = lazy(() => import('./month-calendar'));

function Waiting() {
  return (
    <Center mih={300}>
      <Loader size="sm" role="status" aria-label="Cargando calendario" />
    </Center>
  );
}

export function LazyMonthCalendar(props: MonthCalendarProps) {
  const idle = useFirstIdle();
  return idle ? (
    <Suspense fallback={<Waiting />}>
      <MonthCalendar {...props} />
    </Suspense>
  ) : (
    <Waiting />
  );
}
