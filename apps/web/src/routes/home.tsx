import { createFileRoute } from '@tanstack/react-router';
import { UserHome } from '../features/home/components/user-home';
import { requireSignedIn } from '../lib/route-guards';

export const Route = createFileRoute('/home')({
  beforeLoad: requireSignedIn,
  component: UserHome,
});
