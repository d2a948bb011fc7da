/**
 * The month view without its weight in the page's first load (issue 18: calendar code loads
 * only on the pages that show it): the calendar arrives after the page's first idle moment.
 */
import { afterIdle } from './after-idle';
import type { MonthCalendarProps } from './month-calendar';

export const LazyMonthCalendar = afterIdle<MonthCalendarProps>(() => import('./month-calendar'), 'Cargando calendario');
