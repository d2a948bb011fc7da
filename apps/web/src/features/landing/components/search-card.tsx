/**
 * Landing search card (SPEC.md §2 Landing; PRODUCT.md §3: its inputs are passed
 * to /venues). The end time is offered as start + 2, 4 or 8 hours, so the
 * duration is always one the venues accept.
 */
import { Button, Card, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
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
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useMemo, useState } from 'react';
import { DatePickerInput } from '../../../components/date-inputs';

const CATEGORY_DATA = CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));

/** 'HH:mm' plus hours, wrapping past midnight ('21:00' + 4 → '01:00 (+1 día)'). */
export function endTimeLabel(startTime: string, hours: number): string {
  const [h = 0, m = 0] = startTime.split(':').map(Number);
  const total = h + hours;
  const clock = `${String(total % 24).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  return total >= 24 ? `${clock} (+1 día)` : clock;
}

export function SearchCard() {
  const navigate = useNavigate();
  const dates = useMemo(() => bookingDates(), []);
  const [category, setCategory] = useState<Category | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [startTime, setStartTime] = useState<StartTime | null>(null);
  const [duration, setDuration] = useState<Duration | null>(null);
  const [guests, setGuests] = useState<number | string>(1);

  const endOptions = startTime
    ? DURATIONS.map((hours) => ({ value: String(hours), label: `${endTimeLabel(startTime, hours)} · ${hours} h` }))
    : [];

  const search = () => {
    const people = Number(guests);
    void navigate({
      to: '/venues',
      search: {
        category: category ?? undefined,
        date: date ?? undefined,
        startTime: startTime ?? undefined,
        duration: startTime && duration ? duration : undefined,
        guests: Number.isInteger(people) && people >= 1 ? people : undefined,
      },
    });
  };

  return (
    <Card
      component="form"
      withBorder
      radius="lg"
      padding="lg"
      shadow="lg"
      aria-label="Buscar lugares"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        search();
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
          <Select
            label="Tipo de lugar"
            placeholder="Cualquiera"
            data={CATEGORY_DATA}
            value={category}
            onChange={(value) => setCategory(value as Category | null)}
            clearable
          />
          <DatePickerInput
            label="Fecha"
            placeholder="Elige un día"
            leftSection={<IconCalendar size={18} aria-hidden />}
            value={date}
            onChange={setDate}
            minDate={dates[0]}
            maxDate={dates[dates.length - 1]}
            clearable
          />
          <Select
            label="Hora de inicio"
            placeholder="09:00"
            data={[...START_TIMES]}
            value={startTime}
            onChange={(value) => setStartTime(value as StartTime | null)}
            clearable
          />
          <Select
            label="Hora de fin"
            placeholder={startTime ? 'Elige' : 'Primero el inicio'}
            data={endOptions}
            value={duration ? String(duration) : null}
            onChange={(value) => setDuration(value ? (Number(value) as Duration) : null)}
            disabled={!startTime}
            clearable
          />
          <NumberInput
            label="Número de personas"
            min={1}
            max={10000}
            allowDecimal={false}
            allowNegative={false}
            value={guests}
            onChange={setGuests}
          />
        </SimpleGrid>
        <Button type="submit" size="md" leftSection={<IconSearch size={18} aria-hidden />}>
          Buscar
        </Button>
      </Stack>
    </Card>
  );
}
