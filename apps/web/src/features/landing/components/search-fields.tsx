/**
 * The landing search card's inputs (SPEC.md §2 Landing). Loaded when the visitor
 * first reaches for the card (search-card.tsx): the selects, the date picker and
 * the number input are the heaviest code of the landing page.
 */
import { NumberInput, Select } from '@mantine/core';
import {
  bookingDates,
  CATEGORIES,
  CATEGORY_LABELS,
  type Category,
  DURATIONS,
  type Duration,
  START_TIMES,
  type StartTime,
} from '@rentas/domain';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useMemo, useRef } from 'react';
import { DatePickerInput } from '../../../components/date-inputs';
import { endTimeLabel, type SearchFieldsProps, searchFieldIds } from './search-fields-preview';

const CATEGORY_DATA = CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));

export default function SearchFields({ values, onChange, resume }: SearchFieldsProps) {
  const dates = useMemo(() => bookingDates(), []);
  const { category, date, startTime, duration, guests } = values;

  // Takes over from the look-alike inputs: the field the visitor was in keeps the focus,
  // and the one they pressed opens.
  const resumed = useRef<SearchFieldsProps['resume']>(null);
  useEffect(() => {
    if (!resume || resumed.current === resume) return;
    resumed.current = resume;
    const target = resume.id ? document.getElementById(resume.id) : null;
    if (!target) return;
    target.focus();
    if (resume.open) target.click();
  }, [resume]);

  const endOptions = startTime
    ? DURATIONS.map((hours) => ({ value: String(hours), label: `${endTimeLabel(startTime, hours)} · ${hours} h` }))
    : [];

  return (
    <>
      <Select
        id={searchFieldIds.category}
        label="Tipo de lugar"
        placeholder="Cualquiera"
        data={CATEGORY_DATA}
        value={category}
        onChange={(value) => onChange({ category: value as Category | null })}
        clearable
      />
      <DatePickerInput
        id={searchFieldIds.date}
        label="Fecha"
        placeholder="Elige un día"
        leftSection={<IconCalendar size={18} aria-hidden />}
        value={date}
        onChange={(value) => onChange({ date: value })}
        minDate={dates[0]}
        maxDate={dates[dates.length - 1]}
        clearable
      />
      <Select
        id={searchFieldIds.startTime}
        label="Hora de inicio"
        placeholder="09:00"
        data={[...START_TIMES]}
        value={startTime}
        onChange={(value) => onChange({ startTime: value as StartTime | null })}
        clearable
      />
      <Select
        id={searchFieldIds.duration}
        label="Hora de fin"
        placeholder={startTime ? 'Elige' : 'Primero el inicio'}
        data={endOptions}
        value={duration ? String(duration) : null}
        onChange={(value) => onChange({ duration: value ? (Number(value) as Duration) : null })}
        disabled={!startTime}
        clearable
      />
      <NumberInput
        id={searchFieldIds.guests}
        label="Número de personas"
        min={1}
        max={10000}
        allowDecimal={false}
        allowNegative={false}
        value={guests}
        onChange={(value) => onChange({ guests: value })}
      />
    </>
  );
}
