import { createFileRoute } from '@tanstack/react-router';
import { RegisterForm } from '../features/auth/components/register-form';
import { parseAuthSearch } from '../lib/auth-search';
import { requireSignedOut } from '../lib/route-guards';

export const Route = createFileRoute('/register')({
  validateSearch: parseAuthSearch,
  beforeLoad: requireSignedOut,
  component: RegisterRoute,
});

function RegisterRoute() {
  const { redirect } = Route.useSearch();
  return <RegisterForm redirect={redirect} />;
}
