import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { requireSignedOut } from '../lib/route-guards';

/** /forgot-password (issue 15): signed-out only, like /login. */
export const Route = createFileRoute('/forgot-password')({
  beforeLoad: requireSignedOut,
  component: ForgotPasswordPage,
});
