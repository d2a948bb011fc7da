import { createFileRoute } from '@tanstack/react-router';
import { RoleSelection } from '../features/auth/components/role-selection';
import { parseAuthSearch } from '../lib/auth-search';
import { requireSignedIn } from '../lib/route-guards';

export const Route = createFileRoute('/role-selection')({
  validateSearch: parseAuthSearch,
  beforeLoad: requireSignedIn,
  component: RoleSelectionRoute,
});

function RoleSelectionRoute() {
  const { redirect } = Route.useSearch();
  return <RoleSelection redirect={redirect} />;
}
