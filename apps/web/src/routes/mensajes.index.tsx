import { createFileRoute } from '@tanstack/react-router';
import { InboxPage } from '../features/messages/components/inbox-page';
import { requireSignedIn } from '../lib/route-guards';

/** /mensajes (issue 15): the signed-in user's conversations. */
export const Route = createFileRoute('/mensajes/')({
  beforeLoad: requireSignedIn,
  component: InboxPage,
});
