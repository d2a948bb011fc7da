/**
 * Date, duration and a free start time of one venue (SPEC.md §5 grid; issue 16 rules): the
 * dates of the 30-day window on a month view whose full days are greyed (issue 18) and in a
 * list, 2/4/8 h, and the start times offered, each taken, too close to another booking or too
 * soon said in words; all from one venues.availabilityMonth answer. Used by the booking form and
 * by the guest's "Cambiar fecha" dialog.
 */
import { Group, Loader, Select, Stack, Text } from '@mantine/core';
import {
  bookingDates,
  type Duration,
  formatBookingEnd,
  START_TIMES,
  type StartTime,
  type StartTimeAvailability,
  slotToRange,
} from '@rentas/domain';
import { useEffect, useId, useMemo } from 'react';
import { ChoiceGroup } from '../../../components/choice-group';
import { DurationChoice } from '../../../components/duration-choice';
import { LazyMonthCalendar } from '../../../components/lazy-month-calendar';
import { formatDayOption } from '../../../lib/format';
import { useIsPhone } from '../../../lib/screen';
import { dayOf, useMonthAvailability } from '../api/use-availability';

/** Why a start time is not offered, as the guest reads it (issue 16). */
function slotNote(slot: StartTimeAvailability | undefined): string | undefined {
  if (slot?.reason === 'taken') return 'Ocupado';
  if (slot?.reason === 'buffer') return 'Muy cerca de otra reserva';
  if (slot?.reason === 'notice') return 'Requiere más anticipación';
  if (slot?.past) return 'No disponible';
  return undefined;
}

/** How long a month's availability is taken as current when the guest picks a day (ms). */
const FRESH_MS = 10_000;

export interface SlotChoice {
  date: string | null;
  duration: Duration;
  startTime: StartTime | null;
}

export function SlotPicker({
  venueId,
  value,
  onChange,
  dateLabel = 'Fecha',
}: {
  venueId: string;
  value: SlotChoice;
  /** every change of date, duration or start time (a start time that became unavailable is cleared) */
  onChange: (next: SlotChoice) => void;
  dateLabel?: string;
}) {
  const { date, duration, startTime } = value;
  const dates = useMemo(() => bookingDates(), []);
  const startTimesLabelId = useId();

  // Availability is read fresh each time the picker opens (others may have booked meanwhile),
  // the whole month at once: the calendar, the date list and the day's start times.
  const availability = useMonthAvailability(venueId, duration);
  const day = dayOf(availability.data, date);
  const slots = useMemo(
    () =>
      new Map<StartTime, StartTimeAvailability>(
        START_TIMES.map((time) => {
          const reason = day?.reasons[time] ?? null;
          const available = day?.freeStartTimes.includes(time) === true;
          return [time, { startTime: time, available, past: reason === 'past', reason }];
        }),
      ),
    [day],
  );
  const dateOptions = useMemo(
    () =>
      dates.map((d) => {
        const full = availability.data !== undefined && !dayOf(availability.data, d)?.freeStartTimes.length;
        return { value: d, label: full ? `${formatDayOption(d)} (sin horarios libres)` : formatDayOption(d) };
      }),
    [dates, availability.data],
  );
  const isPhone = useIsPhone();
  /** A day is chosen: the month is read again when the answer shown is older than 10 s (others book meanwhile). */
  const pickDate = (next: string | null) => {
    if (Date.now() - availability.dataUpdatedAt > FRESH_MS) void availability.refetch();
    onChange({ ...value, date: next });
  };
  useEffect(() => {
    if (startTime && availability.data && slots.get(startTime)?.available === false) {
      onChange({ ...value, startTime: null });
    }
  }, [availability.data, slots, startTime]);

  return (
    <>
      {availability.data && (
        <LazyMonthCalendar
          days={availability.data}
          value={date}
          onChange={pickDate}
          columns={isPhone ? 1 : 2}
          label="Calendario de disponibilidad"
        />
      )}
      <Select
        label={dateLabel}
        placeholder="Elige un día"
        data={dateOptions}
        value={date}
        onChange={pickDate}
        maxDropdownHeight={280}
        comboboxProps={{ withinPortal: true }}
      />
      <DurationChoice value={duration} onChange={(next) => onChange({ ...value, duration: next })} />
      <Stack gap={6}>
        <Group gap="xs">
          <Text component="span" fz="sm" fw={500} id={startTimesLabelId}>
            Hora de inicio
          </Text>
          {availability.isFetching && <Loader size={14} role="status" aria-label="Consultando disponibilidad" />}
        </Group>
        <ChoiceGroup
          labelledBy={startTimesLabelId}
          value={startTime}
          onChange={(time) => onChange({ ...value, startTime: time })}
          choices={START_TIMES.map((time) => {
            const slot = slots.get(time);
            return { value: time, label: time, note: slotNote(slot), disabled: !date || !slot?.available };
          })}
        />
        <Text fz="xs" c="dimmed">
          {date
            ? 'Los horarios ocupados o que ya pasaron no se pueden elegir.'
            : 'Elige una fecha para ver los horarios disponibles.'}
        </Text>
        {date && startTime && (
          <Text fz="sm" fw={600} c="grape.8" aria-live="polite" data-testid="booking-end">
            {formatBookingEnd(slotToRange(date, startTime, duration).end)}
          </Text>
        )}
        {availability.isError && (
          <Text fz="sm" c="red">
            No pudimos consultar la disponibilidad. Intenta con otra fecha.
          </Text>
        )}
      </Stack>
    </>
  );
}
