import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../features/layout/components/coming-soon';
import { requireSignedIn } from '../lib/route-guards';

/** A later milestone; the menus already link here. */
export const Route = createFileRoute('/add-venue')({
  beforeLoad: requireSignedIn,
  component: () => <ComingSoon title="Agregar Venue" />,
});
