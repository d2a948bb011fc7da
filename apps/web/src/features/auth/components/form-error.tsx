import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The first problem of a sign-in form (login, register, password reset), announced at once; nothing when null. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
      {message}
    </Alert>
  );
}
