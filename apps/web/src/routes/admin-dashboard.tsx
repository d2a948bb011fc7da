import { createFileRoute } from '@tanstack/react-router';
import { parseAdminSearch } from '../features/admin/admin-tabs';
import { AdminPanel } from '../features/admin/components/admin-panel';
import { requireSignedIn } from '../lib/route-guards';

/** Panel de Administración (SPEC.md §2): opens the users tab unless ?tab= says otherwise. */
export const Route = createFileRoute('/admin-dashboard')({
  validateSearch: parseAdminSearch,
  beforeLoad: requireSignedIn,
  component: AdminDashboardRoute,
});

function AdminDashboardRoute() {
  const { tab = 'users' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AdminPanel tab={tab} onTabChange={(next) => navigate({ search: { tab: next }, replace: true })} />;
}
