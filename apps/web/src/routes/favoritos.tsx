import { createFileRoute } from '@tanstack/react-router';
import { FavoritesPage } from '../features/favorites/components/favorites-page';
import { requireSignedIn } from '../lib/route-guards';

/** /favoritos (issue 16): the signed-in user's favourite venues. */
export const Route = createFileRoute('/favoritos')({
  beforeLoad: requireSignedIn,
  component: FavoritesPage,
});
