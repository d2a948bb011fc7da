/**
 * The /venues filters (PRODUCT.md §3): text, category (with SPEC.md's 'Local'),
 * city, guests, price range, and date + start time + duration for availability.
 * The text box is here; the other fields (venue-filter-fields.tsx, with the heavier
 * select, number and date inputs) load once the page has shown, or at once when the
 * visitor reaches one of their look-alikes first, which then gets the focus.
 * On phones (issue 19) the results come first: the text box and a "Filtros" button with the
 * number of filters in use, which opens the other fields in a sheet from the bottom.
 */
import { Badge, Button, Drawer, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  IconAdjustmentsHorizontal,
  IconCalendar,
  IconChevronDown,
  IconFilterOff,
  IconSearch,
} from '@tabler/icons-react';
import { type ComponentType, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useFirstIdle, whenIdle } from '../../../lib/first-idle';
import { useIsPhone } from '../../../lib/screen';
import { distanceHint, placeShown } from '../place-labels';
import { hasFilters, type VenueSearchParams } from '../search-params';
import { CATEGORY_OPTIONS, durationLabel, FILTER_LABELS, FILTER_PLACEHOLDERS, type FilterField } from './filter-labels';
import type { VenueFilterFieldsProps } from './venue-filter-fields';

type FieldsModule = { default: ComponentType<VenueFilterFieldsProps> };
let fieldsModule: Promise<FieldsModule> | null = null;
const loadFields = () => {
  fieldsModule ??= import('./venue-filter-fields');
  return fieldsModule;
};

const money = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 });

/** What each field shows for the URL's value, as the real field would. */
function shownValues(params: VenueSearchParams): Record<FilterField, string> {
  return {
    category: CATEGORY_OPTIONS.find((option) => option.value === params.category)?.label ?? '',
    city: params.city ?? '',
    guests: params.guests !== undefined ? String(params.guests) : '',
    date: params.date ?? '',
    startTime: params.startTime ?? '',
    duration: params.duration ? durationLabel(params.duration) : '',
    minPrice: params.minPrice !== undefined ? `$${money.format(params.minPrice)}` : '',
    maxPrice: params.maxPrice !== undefined ? `$${money.format(params.maxPrice)}` : '',
    place: placeShown(params),
    sort: params.near ? 'Cercanía' : 'Calificación',
  };
}

const SELECTS: ReadonlySet<FilterField> = new Set(['category', 'city', 'startTime', 'duration', 'place', 'sort']);

/** A field that looks like the real one (same label, value and size) until the real one loads. */
function LookAlikeField({
  field,
  value,
  onReach,
}: {
  field: FilterField;
  value: string;
  /** the visitor reached the field: by tapping it (`tapped`) or by keyboard focus */
  onReach: (field: FilterField, tapped: boolean) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Tapped in the page drawn on the server before the app was there (decision 021): the
    // field already has the focus when the app takes over, so it opens as if tapped now.
    if (input.current && document.activeElement === input.current) onReach(field, true);
  }, [field, onReach]);
  return (
    <TextInput
      ref={input}
      label={FILTER_LABELS[field]}
      placeholder={FILTER_PLACEHOLDERS[field]}
      value={value}
      readOnly
      onFocus={() => onReach(field, false)}
      onPointerDown={() => onReach(field, true)}
      leftSection={field === 'date' ? <IconCalendar size={18} aria-hidden /> : undefined}
      rightSection={SELECTS.has(field) ? <IconChevronDown size={16} aria-hidden /> : undefined}
      rightSectionPointerEvents="none"
    />
  );
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
  // The text box updates the URL after a short pause, not on every key.
  const [text, setText] = useState(params.q ?? '');
  useEffect(() => {
    setText((current) => (current.trim() === (params.q ?? '') ? current : (params.q ?? '')));
  }, [params.q]);
  const commitText = useDebouncedCallback((value: string) => onChange({ q: value.trim() || undefined }), 350);

  const [Fields, setFields] = useState<FieldsModule['default'] | null>(null);
  const [reached, setReached] = useState<{ field: FilterField; tapped: boolean }>();
  const firstIdle = useFirstIdle();
  useEffect(() => {
    // Loaded once the page has shown; drawn at the next free moment, in short slices.
    if (firstIdle)
      void loadFields().then((module) => whenIdle(() => startTransition(() => setFields(() => module.default))));
  }, [firstIdle]);
  const reach = useCallback((field: FilterField, tapped: boolean) => {
    // The visitor is waiting for this one: drawn as soon as its code is here.
    setReached((current) => current ?? { field, tapped });
    void loadFields().then((module) => setFields(() => module.default));
  }, []);

  const availabilityHint =
    [
      Boolean(params.date) !== Boolean(params.startTime)
        ? 'Elige fecha y hora de inicio para ver solo los lugares disponibles.'
        : params.date && params.startTime
          ? 'Mostrando solo lugares disponibles en ese horario.'
          : null,
      distanceHint(params),
    ]
      .filter(Boolean)
      .join(' ') || null;

  const isPhone = useIsPhone();
  const [sheetOpen, setSheetOpen] = useState(false);
  const filtersButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Tapped in the page drawn on the server before the app was there (decision 021): the
    // browser focused the button (a tap's focus, not a keyboard's), so the sheet opens now.
    const button = filtersButton.current;
    if (button && document.activeElement === button && !button.matches(':focus-visible')) setSheetOpen(true);
  }, []);
  const inUse = activeFilterCount(params);
  const shown = shownValues(params);
  const lookAlikes = Object.keys(FILTER_LABELS) as FilterField[];

  const searchBox = (
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
      style={{ flex: 1, minWidth: 0 }}
    />
  );
  const fields = (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md">
      {Fields ? (
        <Fields
          params={params}
          onChange={onChange}
          showAdvanced
          focusField={reached?.field}
          openField={reached?.tapped ? reached.field : undefined}
        />
      ) : (
        lookAlikes.map((field) => <LookAlikeField key={field} field={field} value={shown[field]} onReach={reach} />)
      )}
    </SimpleGrid>
  );
  const hintAndClear = (availabilityHint || hasFilters(params)) && (
    <Group justify="space-between" gap="sm">
      <Text fz="sm" c="dimmed">
        {availabilityHint}
      </Text>
      {hasFilters(params) && (
        <Button variant="light" color="gray" leftSection={<IconFilterOff size={18} aria-hidden />} onClick={onClear}>
          Limpiar filtros
        </Button>
      )}
    </Group>
  );

  if (isPhone) {
    return (
      <Stack gap="xs" component="section" aria-label="Filtros de búsqueda">
        <Group gap="sm" align="flex-end" wrap="nowrap">
          {searchBox}
          <Button
            variant={inUse > 0 ? 'light' : 'default'}
            h={36}
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
            rightSection={
              inUse > 0 ? (
                <Badge size="sm" circle aria-hidden>
                  {inUse}
                </Badge>
              ) : undefined
            }
            aria-label={inUse > 0 ? `Filtros, ${inUse} en uso` : 'Filtros'}
            aria-haspopup="dialog"
            aria-expanded={sheetOpen}
            ref={filtersButton}
            onClick={() => setSheetOpen(true)}
          >
            Filtros
          </Button>
        </Group>
        {availabilityHint && (
          <Text fz="sm" c="dimmed">
            {availabilityHint}
          </Text>
        )}
        <Drawer
          opened={sheetOpen}
          onClose={() => setSheetOpen(false)}
          position="bottom"
          size="auto"
          radius="lg"
          title={inUse > 0 ? `Filtros (${inUse} en uso)` : 'Filtros'}
        >
          <Stack gap="md" pb="md">
            {fields}
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
            <Button size="md" data-primary-action onClick={() => setSheetOpen(false)}>
              Ver resultados
            </Button>
          </Stack>
        </Drawer>
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Filtros de búsqueda">
      <Stack gap="md">
        {searchBox}
        {fields}
        {hintAndClear}
      </Stack>
    </Paper>
  );
}

/** How many filters besides the text are in use (the phone's "Filtros" button shows it). */
export function activeFilterCount(params: VenueSearchParams): number {
  return [
    params.category,
    params.city,
    params.guests,
    params.date,
    params.startTime,
    params.duration,
    params.minPrice,
    params.maxPrice,
    params.colonia || params.alcaldia,
    params.bbox,
    params.near,
  ].filter((value) => value !== undefined && value !== '').length;
}
