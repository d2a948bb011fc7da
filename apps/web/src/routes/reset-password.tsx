import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';

/** /reset-password#token=… (issue 15): open to anyone holding the e-mailed link. */
export const Route = createFileRoute('/reset-password')({
  component: ResetPasswordPage,
});
