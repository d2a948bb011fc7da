import { searchReader } from '@rentas/domain';
import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../features/landing/components/landing-page';

const readSearch = searchReader({
  welcome: (value: unknown) =>
    typeof value === 'boolean' || typeof value === 'string' ? value === true || value === 'true' : undefined,
});

export const Route = createFileRoute('/')({
  validateSearch: readSearch,
  component: LandingRoute,
});

function LandingRoute() {
  const { welcome } = Route.useSearch();
  return <LandingPage welcome={welcome === true} />;
}
