/** The toasts container (SPEC.md §4, §9): one at a time, closing after 5 s. Loaded by ToastHost. */
import '@mantine/notifications/styles.css';

import { Notifications as MantineNotifications } from '@mantine/notifications';

export default function Notifications() {
  return <MantineNotifications limit={1} autoClose={5000} position="top-center" zIndex={1000} />;
}
