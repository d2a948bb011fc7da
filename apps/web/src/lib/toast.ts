/**
 * Toasts (SPEC.md §4, §9): one visible at a time, closing after 5 s. A new toast
 * replaces the visible one instead of waiting behind it. The toasts' store comes with the
 * container (components/notifications.tsx), with the first toast, not with the app.
 */
import { mountToastHost } from '../components/toast-host';

interface ToastOptions {
  title: string;
  message: string;
}

function show(color: string, { title, message }: ToastOptions): void {
  mountToastHost();
  void import('@mantine/notifications').then(({ notifications }) => {
    notifications.clean();
    notifications.show({ color, title, message });
  });
}

export const toast = {
  success: (options: ToastOptions) => show('green', options),
  error: (options: ToastOptions) => show('red', options),
  info: (options: ToastOptions) => show('blue', options),
};
