/**
 * The Mantine theme: grape as the brand color, rounded corners, and Spanish
 * accessible labels for the built-in controls (es-MX).
 */
import { createTheme, Modal, Notification, PasswordInput, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';

const calendarAriaLabels = {
  monthLevelControl: 'Cambiar mes',
  yearLevelControl: 'Cambiar año',
  nextMonth: 'Mes siguiente',
  previousMonth: 'Mes anterior',
  nextYear: 'Año siguiente',
  previousYear: 'Año anterior',
  nextDecade: 'Década siguiente',
  previousDecade: 'Década anterior',
};

export const theme = createTheme({
  primaryColor: 'grape',
  primaryShade: 7,
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '700',
  },
  components: {
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar' } } }),
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar aviso' } } }),
    PasswordInput: PasswordInput.extend({
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Mostrar contraseña' } },
    }),
    Select: Select.extend({
      defaultProps: {
        nothingFoundMessage: 'Sin resultados',
        allowDeselect: false,
        clearButtonProps: { 'aria-label': 'Borrar selección' },
      },
    }),
    DatePickerInput: DatePickerInput.extend({
      defaultProps: {
        ariaLabels: calendarAriaLabels,
        clearButtonProps: { 'aria-label': 'Borrar fecha' },
        valueFormat: 'D [de] MMMM YYYY',
      },
    }),
  },
});
