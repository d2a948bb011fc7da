import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailPage } from '../features/auth/components/confirm-email-page';

/** /confirm-email#token=… (issue 15): open to anyone holding the e-mailed link. */
export const Route = createFileRoute('/confirm-email')({
  component: ConfirmEmailPage,
});
