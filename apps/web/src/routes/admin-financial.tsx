import { createFileRoute } from '@tanstack/react-router';
import { parseAdminSearch } from '../features/admin/admin-tabs';
import { AdminPanel } from '../features/admin/components/admin-panel';
import { requireSignedIn } from '../lib/route-guards';

/** Admin panel on the financial tab (SPEC.md §2 wrappers). */
export const Route = createFileRoute('/admin-financial')({
  validateSearch: parseAdminSearch,
  beforeLoad: requireSignedIn,
  component: AdminFinancialRoute,
});

function AdminFinancialRoute() {
  const { tab = 'financial' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AdminPanel tab={tab} onTabChange={(next) => navigate({ search: { tab: next }, replace: true })} />;
}
