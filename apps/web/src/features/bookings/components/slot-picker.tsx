/**
 * Date, duration and a free start time of one venue (SPEC.md §5 grid; issue 16 rules): the
 * dates of the 30-day window, 2/4/8 h, and the start times venues.availability offers, each
 * taken, too close to another booking or too soon said in words. Used by the booking form and
 * by the guest's "Cambiar fecha" dialog.
 */
import { Group, Loader, Select, Stack, Text } from '@mantine/core';
import {
  bookingDates,
  DURATIONS,
  type Duration,
  formatBookingEnd,
  START_TIMES,
  type StartTime,
  type StartTimeAvailability,
  slotToRange,
} from '@rentas/domain';
import { useEffect, useId, useMemo } from 'react';
import { ChoiceGroup } from '../../../components/choice-group';
import { formatDayOption } from '../../../lib/format';
import { useAvailability } from '../api/use-availability';

/** Why a start time is not offered, as the guest reads it (issue 16). */
function slotNote(slot: StartTimeAvailability | undefined): string | undefined {
  if (slot?.reason === 'taken') return 'Ocupado';
  if (slot?.reason === 'buffer') return 'Muy cerca de otra reserva';
  if (slot?.reason === 'notice') return 'Requiere más anticipación';
  if (slot?.past) return 'No disponible';
  return undefined;
}

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
  const dateOptions = useMemo(() => dates.map((d) => ({ value: d, label: formatDayOption(d) })), [dates]);
  const startTimesLabelId = useId();
  const durationLabelId = useId();

  // Availability is read fresh each time the picker opens (others may have booked meanwhile).
  const availability = useAvailability(venueId, date, duration);
  const slots = useMemo(
    () => new Map((availability.data ?? []).map((slot) => [slot.startTime, slot])),
    [availability.data],
  );
  useEffect(() => {
    if (startTime && availability.data && slots.get(startTime)?.available === false) {
      onChange({ ...value, startTime: null });
    }
  }, [availability.data, slots, startTime]);

  return (
    <>
      <Select
        label={dateLabel}
        placeholder="Elige un día"
        data={dateOptions}
        value={date}
        onChange={(next) => onChange({ ...value, date: next })}
        maxDropdownHeight={280}
        comboboxProps={{ withinPortal: true }}
      />
      <Stack gap={6}>
        <Text component="span" fz="sm" fw={500} id={durationLabelId}>
          Duración
        </Text>
        <ChoiceGroup
          labelledBy={durationLabelId}
          grow
          value={String(duration) as `${Duration}`}
          onChange={(next) => onChange({ ...value, duration: Number(next) as Duration })}
          choices={DURATIONS.map((hours) => ({ value: `${hours}` as const, label: `${hours} horas` }))}
        />
      </Stack>
      <Stack gap={6}>
        <Group gap="xs">
          <Text component="span" fz="sm" fw={500} id={startTimesLabelId}>
            Hora de inicio
          </Text>
          {availability.isFetching && <Loader size={14} aria-label="Consultando disponibilidad" />}
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
