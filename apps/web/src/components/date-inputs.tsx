/**
 * The date inputs of the app (@mantine/dates), with their styles, the Spanish dayjs
 * locale and the dates settings (Monday first). Only screens with a date input
 * import this module, so none of it is in the first-load bundle.
 */
import '@mantine/dates/styles.css';
import 'dayjs/locale/es';

import {
  type DatePickerInputProps,
  DatesProvider,
  DatePickerInput as MantineDatePickerInput,
  TimePicker as MantineTimePicker,
  type TimePickerProps,
} from '@mantine/dates';

const SETTINGS = { locale: 'es', firstDayOfWeek: 1 } as const;

export function DatePickerInput(props: DatePickerInputProps) {
  return (
    <DatesProvider settings={SETTINGS}>
      <MantineDatePickerInput {...props} />
    </DatesProvider>
  );
}

/**
 * A time of day in 24-hour format (issue 13: the browser's native time input showed
 * "09:00 AM" / "06:00 PM" in an English browser). Value and onChange: 'HH:mm'.
 */
export function TimeInput(props: TimePickerProps) {
  return (
    <DatesProvider settings={SETTINGS}>
      <MantineTimePicker
        format="24h"
        withDropdown
        minutesStep={15}
        hoursInputLabel="Hora"
        minutesInputLabel="Minutos"
        {...props}
      />
    </DatesProvider>
  );
}
