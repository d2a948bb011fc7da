import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '../features/auth/components/login-form';
import { parseAuthSearch } from '../lib/auth-search';
import { requireSignedOut } from '../lib/route-guards';

export const Route = createFileRoute('/login')({
  validateSearch: parseAuthSearch,
  beforeLoad: requireSignedOut,
  component: LoginRoute,
});

function LoginRoute() {
  const { role, redirect, error } = Route.useSearch();
  return <LoginForm role={role} redirect={redirect} error={error} />;
}
