/**
 * The /venues filter fields that need the heavier inputs (Mantine Select, NumberInput and
 * the date picker): category, city, guests, date, start time, duration and price range
 * (PRODUCT.md §3). VenueFilters loads this module once the page has shown, and shows
 * look-alike fields until then, so the results and the first photo come first.
 */
import { type ComboboxItem, type ComboboxParsedItem, NumberInput, Select } from '@mantine/core';
import { bookingDates, DURATIONS, START_TIMES } from '@rentas/domain';
import { IconCalendar } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DatePickerInput } from '../../../components/date-inputs';
import { toast } from '../../../lib/toast';
import { useCities } from '../api/use-venues';
import {
  CITY_CENTRE_PLACE,
  matchesPlace,
  nearestFrom,
  placeOptions,
  placePatch,
  placeValueOf,
  pointParam,
} from '../place-filter';
import type { VenueSearchParams } from '../search-params';
import { CATEGORY_OPTIONS, durationLabel, FILTER_LABELS, FILTER_PLACEHOLDERS, type FilterField } from './filter-labels';

const START_TIME_OPTIONS = START_TIMES.map((value) => ({ value, label: value }));
const DURATION_OPTIONS = DURATIONS.map((hours) => ({ value: String(hours), label: durationLabel(hours) }));

function numberOrUndefined(value: string | number): number | undefined {
  if (value === '' || value === null) return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** The date filter: the bookable dates only (SPEC.md §5), worked out when the field shows. */
function DateField(props: { value: string | null; onChange: (value: string | null) => void; autoFocus?: boolean }) {
  const dates = useMemo(() => bookingDates(), []);
  return (
    <DatePickerInput
      label={FILTER_LABELS.date}
      placeholder={FILTER_PLACEHOLDERS.date}
      leftSection={<IconCalendar size={18} aria-hidden />}
      minDate={dates[0]}
      maxDate={dates[dates.length - 1]}
      clearable
      {...props}
    />
  );
}

const SORT_OPTIONS = [
  { value: 'rating', label: 'Calificación' },
  { value: 'distance', label: 'Cercanía' },
];

/** The browser's location when it gives one inside the city in 8 s; null otherwise. */
function askLocation(): Promise<{ lat: number; lng: number } | null> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      () => resolve(null),
      { timeout: 8000, maximumAge: 300_000 },
    );
  });
}

/** Issue 18: nearest first, from the chosen place, else the map's centre, else the person's location. */
async function distancePatch(params: VenueSearchParams): Promise<Partial<VenueSearchParams>> {
  const chosen = nearestFrom(params);
  if (chosen) return { near: pointParam(chosen.point), desde: chosen.label };
  const here = await askLocation();
  const inCity = here && here.lat > 19 && here.lat < 19.65 && here.lng > -99.4 && here.lng < -98.9;
  if (here && inCity) return { near: pointParam(here), desde: 'tu ubicación' };
  toast.info({
    title: 'Ordenamos desde el Zócalo',
    message: here
      ? 'Tu ubicación está fuera de la Ciudad de México. Elige una colonia para medir desde ahí.'
      : 'No pudimos obtener tu ubicación. Elige una colonia para medir desde ahí.',
  });
  return { near: pointParam(CITY_CENTRE_PLACE.point), desde: CITY_CENTRE_PLACE.label };
}

/** The place choices whose label matches the search, accents aside. */
function filterPlaces({ options, search }: { options: ComboboxParsedItem[]; search: string }): ComboboxParsedItem[] {
  return options
    .map((option) =>
      'group' in option
        ? { ...option, items: option.items.filter((item: ComboboxItem) => matchesPlace(item.label, search)) }
        : option,
    )
    .filter((option) => !('group' in option) || option.items.length > 0);
}

/** The place filter and the distance sort (issue 18). */
function PlaceAndSort({
  params,
  onChange,
  open,
}: {
  params: VenueSearchParams;
  onChange: (patch: Partial<VenueSearchParams>) => void;
  open: (field: FilterField) => object;
}) {
  const data = useMemo(() => placeOptions(params), [params]);
  const [locating, setLocating] = useState(false);
  return (
    <>
      <Select
        label={FILTER_LABELS.place}
        placeholder={FILTER_PLACEHOLDERS.place}
        data={data}
        value={placeValueOf(params)}
        onChange={(value) => onChange(placePatch(value, params))}
        filter={filterPlaces}
        searchable
        clearable
        nothingFoundMessage="Ninguna colonia o alcaldía coincide"
        {...open('place')}
      />
      <Select
        label={FILTER_LABELS.sort}
        data={SORT_OPTIONS}
        value={params.near ? 'distance' : 'rating'}
        allowDeselect={false}
        disabled={locating}
        onChange={async (value) => {
          if (value !== 'distance') return onChange({ near: undefined, desde: undefined });
          setLocating(true);
          try {
            onChange(await distancePatch(params));
          } finally {
            setLocating(false);
          }
        }}
        {...open('sort')}
      />
    </>
  );
}

export interface VenueFilterFieldsProps {
  params: VenueSearchParams;
  onChange: (patch: Partial<VenueSearchParams>) => void;
  /** false on phones while the less used filters are folded away */
  showAdvanced: boolean;
  /** the field the visitor reached before this module loaded: it gets the focus */
  focusField?: FilterField;
  /** the select the visitor tapped before this module loaded: its options open */
  openField?: FilterField;
}

export default function VenueFilterFields({
  params,
  onChange,
  showAdvanced,
  focusField,
  openField,
}: VenueFilterFieldsProps) {
  const cities = useCities();
  const cityOptions = useMemo(() => {
    const list = cities.data ?? [];
    return params.city && !list.includes(params.city) ? [params.city, ...list] : list;
  }, [cities.data, params.city]);
  const focus = (field: FilterField) => (focusField === field ? { autoFocus: true } : {});
  const open = (field: FilterField) => ({
    ...focus(field),
    ...(openField === field ? { defaultDropdownOpened: true } : {}),
  });

  return (
    <>
      <Select
        label={FILTER_LABELS.category}
        placeholder={FILTER_PLACEHOLDERS.category}
        data={CATEGORY_OPTIONS}
        value={params.category ?? null}
        onChange={(value) => onChange({ category: (value as VenueSearchParams['category']) ?? undefined })}
        clearable
        {...open('category')}
      />
      <PlaceAndSort params={params} onChange={onChange} open={open} />
      <Select
        label={FILTER_LABELS.city}
        placeholder={FILTER_PLACEHOLDERS.city}
        data={cityOptions}
        value={params.city ?? null}
        onChange={(value) => onChange({ city: value ?? undefined })}
        clearable
        searchable
        {...open('city')}
      />
      {showAdvanced && (
        <>
          <NumberInput
            label={FILTER_LABELS.guests}
            placeholder={FILTER_PLACEHOLDERS.guests}
            min={1}
            max={10000}
            allowDecimal={false}
            allowNegative={false}
            value={params.guests ?? ''}
            onChange={(value) => onChange({ guests: numberOrUndefined(value) })}
            {...focus('guests')}
          />
          <DateField
            value={params.date ?? null}
            onChange={(value) => onChange({ date: value ?? undefined })}
            {...focus('date')}
          />
          <Select
            label={FILTER_LABELS.startTime}
            placeholder={FILTER_PLACEHOLDERS.startTime}
            data={START_TIME_OPTIONS}
            value={params.startTime ?? null}
            onChange={(value) => onChange({ startTime: (value as VenueSearchParams['startTime']) ?? undefined })}
            clearable
            {...open('startTime')}
          />
          <Select
            label={FILTER_LABELS.duration}
            placeholder={FILTER_PLACEHOLDERS.duration}
            data={DURATION_OPTIONS}
            value={params.duration ? String(params.duration) : null}
            onChange={(value) =>
              onChange({ duration: value ? (Number(value) as VenueSearchParams['duration']) : undefined })
            }
            clearable
            {...open('duration')}
          />
          <NumberInput
            label={FILTER_LABELS.minPrice}
            placeholder={FILTER_PLACEHOLDERS.minPrice}
            prefix="$"
            min={0}
            thousandSeparator=","
            allowNegative={false}
            value={params.minPrice ?? ''}
            onChange={(value) => onChange({ minPrice: numberOrUndefined(value) })}
            {...focus('minPrice')}
          />
          <NumberInput
            label={FILTER_LABELS.maxPrice}
            placeholder={FILTER_PLACEHOLDERS.maxPrice}
            prefix="$"
            min={0}
            thousandSeparator=","
            allowNegative={false}
            value={params.maxPrice ?? ''}
            onChange={(value) => onChange({ maxPrice: numberOrUndefined(value) })}
            {...focus('maxPrice')}
          />
        </>
      )}
    </>
  );
}
