/**
 * The /venues filters (PRODUCT.md §3): text, category (with SPEC.md's 'Local'),
 * city, guests, price range, and date + start time + duration for availability.
 */
import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { bookingDates, CATEGORIES, CATEGORY_LABELS, DURATIONS, START_TIMES } from '@rentas/domain';
import { IconAdjustmentsHorizontal, IconCalendar, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { DatePickerInput } from '../../../components/date-inputs';
import { useTRPC } from '../../../lib/trpc';
import { hasFilters, type VenueSearchParams } from '../search-params';

export const CATEGORY_OPTIONS = [
  ...CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
  { value: 'local', label: 'Local' },
];

export const START_TIME_OPTIONS = START_TIMES.map((value) => ({ value, label: value }));
export const DURATION_OPTIONS = DURATIONS.map((hours) => ({ value: String(hours), label: `${hours} horas` }));

function numberOrUndefined(value: string | number): number | undefined {
  if (value === '' || value === null) return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

export function VenueFilters({
  params,
  onChange,
  onClear,
}: {
  params: VenueSearchParams;
  onChange: (patch: Partial<VenueSearchParams>) => void;
  onClear: () => void;
}) {
  const trpc = useTRPC();
  const cities = useQuery(trpc.venues.cities.queryOptions());
  const dates = useMemo(() => bookingDates(), []);

  // The text box updates the URL after a short pause, not on every key.
  const [text, setText] = useState(params.q ?? '');
  useEffect(() => {
    setText((current) => (current.trim() === (params.q ?? '') ? current : (params.q ?? '')));
  }, [params.q]);
  const commitText = useDebouncedCallback((value: string) => onChange({ q: value.trim() || undefined }), 350);

  const cityOptions = useMemo(() => {
    const list = cities.data ?? [];
    return params.city && !list.includes(params.city) ? [params.city, ...list] : list;
  }, [cities.data, params.city]);

  const availabilityHint =
    Boolean(params.date) !== Boolean(params.startTime)
      ? 'Elige fecha y hora de inicio para ver solo los lugares disponibles.'
      : params.date && params.startTime
        ? 'Mostrando solo lugares disponibles en ese horario.'
        : null;

  // On phones the less used filters fold away unless one of them is in use.
  const isPhone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [moreOpen, setMoreOpen] = useState(false);
  const advancedCount = [
    params.guests,
    params.date,
    params.startTime,
    params.duration,
    params.minPrice,
    params.maxPrice,
  ].filter((value) => value !== undefined).length;
  const showAdvanced = !isPhone || moreOpen || advancedCount > 0;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Filtros de búsqueda">
      <Stack gap="md">
        <TextInput
          label="Buscar"
          placeholder="Nombre o descripción del lugar"
          leftSection={<IconSearch size={18} aria-hidden />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            commitText(event.currentTarget.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitText.flush();
          }}
          type="search"
        />
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md">
          <Select
            label="Tipo de lugar"
            placeholder="Todos"
            data={CATEGORY_OPTIONS}
            value={params.category ?? null}
            onChange={(value) => onChange({ category: (value as VenueSearchParams['category']) ?? undefined })}
            clearable
          />
          <Select
            label="Ciudad"
            placeholder="Todas"
            data={cityOptions}
            value={params.city ?? null}
            onChange={(value) => onChange({ city: value ?? undefined })}
            clearable
            searchable
          />
          {showAdvanced && (
            <>
              <NumberInput
                label="Personas"
                placeholder="Cualquiera"
                min={1}
                max={10000}
                allowDecimal={false}
                allowNegative={false}
                value={params.guests ?? ''}
                onChange={(value) => onChange({ guests: numberOrUndefined(value) })}
              />
              <DatePickerInput
                label="Fecha"
                placeholder="Cualquiera"
                leftSection={<IconCalendar size={18} aria-hidden />}
                value={params.date ?? null}
                onChange={(value) => onChange({ date: value ?? undefined })}
                minDate={dates[0]}
                maxDate={dates[dates.length - 1]}
                clearable
              />
              <Select
                label="Hora de inicio"
                placeholder="Cualquiera"
                data={START_TIME_OPTIONS}
                value={params.startTime ?? null}
                onChange={(value) => onChange({ startTime: (value as VenueSearchParams['startTime']) ?? undefined })}
                clearable
              />
              <Select
                label="Duración"
                placeholder="4 horas"
                data={DURATION_OPTIONS}
                value={params.duration ? String(params.duration) : null}
                onChange={(value) =>
                  onChange({ duration: value ? (Number(value) as VenueSearchParams['duration']) : undefined })
                }
                clearable
              />
              <NumberInput
                label="Precio mínimo por hora"
                placeholder="$0"
                prefix="$"
                min={0}
                thousandSeparator=","
                allowNegative={false}
                value={params.minPrice ?? ''}
                onChange={(value) => onChange({ minPrice: numberOrUndefined(value) })}
              />
              <NumberInput
                label="Precio máximo por hora"
                placeholder="Sin límite"
                prefix="$"
                min={0}
                thousandSeparator=","
                allowNegative={false}
                value={params.maxPrice ?? ''}
                onChange={(value) => onChange({ maxPrice: numberOrUndefined(value) })}
              />
            </>
          )}
        </SimpleGrid>
        {isPhone && advancedCount === 0 && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            aria-expanded={moreOpen}
            onClick={() => setMoreOpen((open) => !open)}
            style={{ alignSelf: 'flex-start' }}
          >
            {moreOpen ? 'Menos filtros' : 'Más filtros'}
          </Button>
        )}
        {(availabilityHint || hasFilters(params)) && (
          <Group justify="space-between" gap="sm">
            <Text fz="sm" c="dimmed">
              {availabilityHint}
            </Text>
            {hasFilters(params) && (
              <Button
                variant="light"
                color="gray"
                leftSection={<IconFilterOff size={18} aria-hidden />}
                onClick={onClear}
              >
                Limpiar filtros
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
