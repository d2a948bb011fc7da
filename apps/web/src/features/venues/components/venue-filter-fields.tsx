/**
 * The /venues filter fields that need the heavier inputs (Mantine Select, NumberInput and
 * the date picker): category, city, guests, date, start time, duration and price range
 * (PRODUCT.md §3). VenueFilters loads this module once the page has shown, and shows
 * look-alike fields until then, so the results and the first photo come first.
 */
import { NumberInput, Select } from '@mantine/core';
import { bookingDates, DURATIONS, START_TIMES } from '@rentas/domain';
import { IconCalendar } from '@tabler/icons-react';
import { useMemo } from 'react';
import { DatePickerInput } from '../../../components/date-inputs';
import { useCities } from '../api/use-venues';
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
