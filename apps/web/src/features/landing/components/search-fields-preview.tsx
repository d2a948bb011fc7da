/**
 * Look-alikes of the landing search card's inputs, shown until the visitor first
 * reaches for the card (pointer over it, focus or touch); then the real inputs
 * (search-fields.tsx) load and replace them. The look-alikes render the same
 * Mantine markup and classes as the real inputs in their initial state, so the
 * swap does not show, and keep the first-load bundle free of the selects,
 * date picker, floating dropdowns and number formatting.
 */
import { ComboboxChevron, Input, InputBase, UnstyledButton } from '@mantine/core';
import type { Category, Duration, StartTime } from '@rentas/domain';
import { IconCalendar } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import classes from './search-fields-preview.module.css';

export interface SearchValues {
  category: Category | null;
  date: string | null;
  startTime: StartTime | null;
  duration: Duration | null;
  guests: number | string;
}

export const INITIAL_SEARCH: SearchValues = { category: null, date: null, startTime: null, duration: null, guests: 1 };

/** The field the visitor was in when the real inputs took over, and whether they pressed it. */
export interface Resume {
  id: string | null;
  open: boolean;
}

export interface SearchFieldsProps {
  values: SearchValues;
  onChange: (patch: Partial<SearchValues>) => void;
  resume: Resume | null;
}

export const searchFieldIds = {
  category: 'search-category',
  date: 'search-date',
  startTime: 'search-start-time',
  duration: 'search-duration',
  guests: 'search-guests',
} as const;

/** 'HH:mm' plus hours, wrapping past midnight ('21:00' + 4 → '01:00 (+1 día)'). */
export function endTimeLabel(startTime: string, hours: number): string {
  const [h = 0, m = 0] = startTime.split(':').map(Number);
  const total = h + hours;
  const clock = `${String(total % 24).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  return total >= 24 ? `${clock} (+1 día)` : clock;
}

const ignore = () => {};

function SelectLookAlike({
  id,
  label,
  placeholder,
  disabled,
}: {
  id: string;
  label: string;
  placeholder: string;
  disabled?: boolean;
}) {
  return (
    <InputBase
      __staticSelector="Select"
      id={id}
      label={label}
      placeholder={placeholder}
      disabled={disabled}
      readOnly
      pointer
      value=""
      onChange={ignore}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      rightSection={<ComboboxChevron size="sm" />}
      rightSectionPointerEvents="none"
    />
  );
}

/** Mantine's NumberInput up/down chevron. */
function Chevron({ up }: { up?: boolean }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative, inside a button hidden from assistive technology (as Mantine renders it)
    <svg
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      style={{
        width: 'var(--ni-chevron-size)',
        height: 'var(--ni-chevron-size)',
        transform: up ? 'rotate(180deg)' : undefined,
      }}
    >
      <path
        d="M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** Mantine NumberInput's classes (search-fields-preview.test.ts checks them against Mantine). */
export const numberInputClasses = { root: 'm_e2f5cd4e', controls: 'm_95e17d22', control: 'm_80b4b171' };

export function SearchFieldsPreview() {
  return (
    <>
      <SelectLookAlike id={searchFieldIds.category} label="Tipo de lugar" placeholder="Cualquiera" />
      <InputBase
        __staticSelector="DatePickerInput"
        component="button"
        type="button"
        id={searchFieldIds.date}
        label="Fecha"
        multiline
        data-dates-input
        aria-haspopup="dialog"
        aria-expanded={false}
        leftSection={<IconCalendar size={18} aria-hidden />}
        classNames={{ input: classes.dateInput }}
        // Styles from these props, as the date picker does (its multiline wrapper gets no vertical padding).
        __stylesApiProps={{ size: 'sm' }}
      >
        <Input.Placeholder __staticSelector="DatePickerInput">Elige un día</Input.Placeholder>
      </InputBase>
      <SelectLookAlike id={searchFieldIds.startTime} label="Hora de inicio" placeholder="09:00" />
      <SelectLookAlike id={searchFieldIds.duration} label="Hora de fin" placeholder="Primero el inicio" disabled />
      <InputBase
        __staticSelector="NumberInput"
        className={numberInputClasses.root}
        id={searchFieldIds.guests}
        label="Número de personas"
        type="text"
        inputMode="decimal"
        value="1"
        onChange={ignore}
        rightSectionWidth="var(--ni-right-section-width-sm)"
        rightSection={
          <div
            className={`${numberInputClasses.controls} mantine-NumberInput-controls`}
            style={{ '--ni-chevron-size': 'var(--ni-chevron-size-sm)' } as CSSProperties}
          >
            <UnstyledButton
              className={`${numberInputClasses.control} mantine-NumberInput-control`}
              mod={{ direction: 'up' }}
              tabIndex={-1}
              aria-hidden
            >
              <Chevron up />
            </UnstyledButton>
            <UnstyledButton
              className={`${numberInputClasses.control} mantine-NumberInput-control`}
              mod={{ direction: 'down' }}
              tabIndex={-1}
              aria-hidden
              disabled
            >
              <Chevron />
            </UnstyledButton>
          </div>
        }
      />
    </>
  );
}
