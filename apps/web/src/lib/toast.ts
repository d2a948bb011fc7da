/**
 * Toasts (SPEC.md §4, §9): one visible at a time, closing after 5 s. A new toast
 * replaces the visible one instead of waiting behind it.
 */
import { notifications } from '@mantine/notifications';
import { mountToastHost } from '../components/toast-host';

interface ToastOptions {
  title: string;
  message: string;
}

function show(color: string, { title, message }: ToastOptions): void {
  mountToastHost();
  notifications.clean();
  notifications.show({ color, title, message });
}

export const toast = {
  success: (options: ToastOptions) => show('green', options),
  error: (options: ToastOptions) => show('red', options),
  info: (options: ToastOptions) => show('blue', options),
};
