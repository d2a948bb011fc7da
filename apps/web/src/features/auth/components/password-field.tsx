import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * A password input with a keyboard-reachable show/hide toggle (a toggle button:
 * fixed label, state in aria-pressed).
 */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      {...props}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': 'Mostrar contraseña' }}
    />
  );
}
