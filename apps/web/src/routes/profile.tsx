import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../features/profile/components/profile-page';
import { requireSignedIn } from '../lib/route-guards';

export const Route = createFileRoute('/profile')({
  beforeLoad: requireSignedIn,
  component: ProfilePage,
});
