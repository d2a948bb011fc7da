/** The owner's calendar, loaded after the dashboard's first idle moment (issue 18: calendar code only where shown). */
import { afterIdle } from '../../../components/after-idle';
import type { OwnerCalendarProps } from './owner-calendar';

export const LazyOwnerCalendar = afterIdle<OwnerCalendarProps>(
  () => import('./owner-calendar'),
  'Cargando calendario',
  320,
);
