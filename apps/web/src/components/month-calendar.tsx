/**
 * A venue's month view (issue 18): the 30 bookable days on a calendar, the days with no free
 * start time for the chosen duration greyed and not choosable. Loaded on demand (it brings
 * @mantine/dates); LazyMonthCalendar is the way in.
 */
import '@mantine/dates/styles.css';
import 'dayjs/locale/es';

import { DatePicker, DatesProvider } from '@mantine/dates';
import type { AvailableDayDto } from '@rentas/domain';
import { useMemo } from 'react';
import { formatDayOption } from '../lib/format';

const SETTINGS = { locale: 'es', firstDayOfWeek: 1 } as const;

export interface MonthCalendarProps {
  days: AvailableDayDto[];
  value: string | null;
  onChange: (date: string) => void;
  /** 2 months side by side on wide screens */
  columns?: 1 | 2;
  label: string;
}

export default function MonthCalendar({ days, value, onChange, columns = 1, label }: MonthCalendarProps) {
  const free = useMemo(() => new Map(days.map((day) => [day.date, day.freeStartTimes.length])), [days]);
  const first = days[0]?.date;
  const last = days[days.length - 1]?.date;
  return (
    <DatesProvider settings={SETTINGS}>
      <DatePicker
        aria-label={label}
        value={value}
        onChange={(date) => date && onChange(date)}
        minDate={first}
        maxDate={last}
        defaultDate={value ?? first}
        numberOfColumns={columns}
        excludeDate={(date) => !free.get(date)}
        getDayProps={(date) => {
          const count = free.get(date);
          if (count === undefined) return {};
          return {
            'aria-label': count
              ? `${formatDayOption(date)}: ${count === 1 ? '1 horario libre' : `${count} horarios libres`}`
              : `${formatDayOption(date)}: sin horarios libres`,
            'data-free-day': count > 0 ? 'true' : undefined,
          };
        }}
        size="md"
        weekendDays={[]}
        hideOutsideDates
        previousLabel="Mes anterior"
        nextLabel="Mes siguiente"
      />
    </DatesProvider>
  );
}
