/**
 * Conversations (messages.*, issue 15): the inbox, a thread, the unread badge, sending, and
 * the live feed that refreshes them when a message arrives (server-sent events).
 */
import type { ConversationDto } from '@rentas/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useCallback } from 'react';
import { callbacks, type Outcome } from '../../../lib/outcome';
import { useTRPC } from '../../../lib/trpc';

/** My threads, newest first, with unread counts. */
export function useConversations() {
  const trpc = useTRPC();
  return useQuery(trpc.messages.list.queryOptions());
}

/** Unread messages in all my threads (the badge); only when signed in. */
export function useUnreadMessages(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.messages.unread.queryOptions(), enabled });
}

/** One thread with its messages; reading it marks it read, so the inbox and the badge refresh. */
export function useThread(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.messages.thread.queryOptions({ id }));
}

/** Marks the inbox and the badge as out of date (after a thread was read or written). */
function useRefreshInbox(): () => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.messages.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.messages.unread.queryKey() }),
    ]);
  }, [queryClient, trpc]);
}

/** Stores a thread the server answered with, and refreshes the inbox and the badge. */
function useStoreThread(): (thread: ConversationDto) => void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    (thread: ConversationDto) => queryClient.setQueryData(trpc.messages.thread.queryKey({ id: thread.id }), thread),
    [queryClient, trpc],
  );
}

/** messages.send: writes in a thread; the answer replaces the thread on screen. */
export function useSendMessage(outcome: Outcome<ConversationDto> = {}) {
  const trpc = useTRPC();
  const store = useStoreThread();
  const refresh = useRefreshInbox();
  return useMutation(trpc.messages.send.mutationOptions(callbacks(outcome, { store, refresh: () => refresh() })));
}

/** messages.inquire: "Enviar mensaje al anfitrión" from a venue page. */
export function useStartInquiry(outcome: Outcome<ConversationDto> = {}) {
  const trpc = useTRPC();
  const store = useStoreThread();
  const refresh = useRefreshInbox();
  return useMutation(trpc.messages.inquire.mutationOptions(callbacks(outcome, { store, refresh: () => refresh() })));
}

/** messages.bookingThread: opens (or makes) the thread of a booking. */
export function useBookingThread(outcome: Outcome<{ id: string }> = {}) {
  const trpc = useTRPC();
  return useMutation(trpc.messages.bookingThread.mutationOptions(callbacks(outcome)));
}

/**
 * Listens for new messages in my threads while signed in (one stream for the whole app) and
 * refreshes the badge, the inbox and the open thread at once, without reloading the page.
 */
export function useLiveMessages(enabled: boolean): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = useRefreshInbox();
  useSubscription(
    trpc.messages.events.subscriptionOptions(undefined, {
      enabled,
      onData: (event) => {
        void refresh();
        void queryClient.invalidateQueries({ queryKey: trpc.messages.thread.queryKey({ id: event.conversationId }) });
      },
    }),
  );
}

/** After a thread was read on screen: the badge and the inbox counts change. */
export function useInboxRefresh(): () => Promise<void> {
  return useRefreshInbox();
}
