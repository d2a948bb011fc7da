import { createFileRoute } from '@tanstack/react-router';
import { ThreadPage } from '../features/messages/components/thread-page';
import { requireSignedIn } from '../lib/route-guards';

/** /mensajes/$conversationId (issue 15): one conversation of the signed-in user. */
export const Route = createFileRoute('/mensajes/$conversationId')({
  beforeLoad: requireSignedIn,
  component: ThreadRoute,
});

function ThreadRoute() {
  const { conversationId } = Route.useParams();
  return <ThreadPage conversationId={conversationId} />;
}
