import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppLayout } from '../features/layout/components/app-layout';
import { NotFoundPage } from '../features/layout/components/not-found-page';
import type { RouterContext } from '../lib/route-guards';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppLayout,
  notFoundComponent: NotFoundPage,
});
