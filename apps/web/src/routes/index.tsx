import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LandingPage } from '../features/landing/components/landing-page';

const searchSchema = z.object({
  welcome: z
    .union([z.boolean(), z.string()])
    .transform((value) => value === true || value === 'true')
    .optional()
    .catch(undefined),
});

export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>) => searchSchema.parse(search),
  component: LandingRoute,
});

function LandingRoute() {
  const { welcome } = Route.useSearch();
  return <LandingPage welcome={welcome === true} />;
}
