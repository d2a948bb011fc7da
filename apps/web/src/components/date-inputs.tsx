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
  TimeInput as MantineTimeInput,
  type TimeInputProps,
} from '@mantine/dates';

const SETTINGS = { locale: 'es', firstDayOfWeek: 1 } as const;

export function DatePickerInput(props: DatePickerInputProps) {
  return (
    <DatesProvider settings={SETTINGS}>
      <MantineDatePickerInput {...props} />
    </DatesProvider>
  );
}

export function TimeInput(props: TimeInputProps) {
  return (
    <DatesProvider settings={SETTINGS}>
      <MantineTimeInput {...props} />
    </DatesProvider>
  );
}
