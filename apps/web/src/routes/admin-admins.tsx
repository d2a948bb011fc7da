import { createFileRoute } from '@tanstack/react-router';
import { parseAdminSearch } from '../features/admin/admin-tabs';
import { AdminPanel } from '../features/admin/components/admin-panel';
import { requireSignedIn } from '../lib/route-guards';

/** Admin panel on the administrators tab (SPEC.md §2 wrappers). */
export const Route = createFileRoute('/admin-admins')({
  validateSearch: parseAdminSearch,
  beforeLoad: requireSignedIn,
  component: AdminAdminsRoute,
});

function AdminAdminsRoute() {
  const { tab = 'admin' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AdminPanel tab={tab} onTabChange={(next) => navigate({ search: { tab: next }, replace: true })} />;
}
