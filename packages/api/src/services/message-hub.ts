/**
 * One LISTEN per server process on the messages channel (issue 15), fanned out to the
 * process's live readers (the messages.events subscriptions). NOTIFY comes from the sending
 * transaction on any process, so readers on every process hear every message.
 */
import type { NotificationListener } from '@rentas/db';
import { MESSAGES_CHANNEL, type MessageEvent, parseMessageEvent } from './messages';

export interface MessageHub {
  /** Calls `listener` with each message event until the returned function is called. */
  subscribe(listener: (event: MessageEvent) => void): () => void;
  /** Stops listening. */
  close(): Promise<void>;
}

/**
 * Input: the database handle's listen (DbHandle.listen). Output: a MessageHub.
 * Rejects when the first LISTEN fails (the database is unreachable).
 */
export async function startMessageHub(
  listen: (channel: string, listener: NotificationListener) => Promise<() => Promise<void>>,
): Promise<MessageHub> {
  const listeners = new Set<(event: MessageEvent) => void>();
  const stop = await listen(MESSAGES_CHANNEL, (payload) => {
    const event = parseMessageEvent(payload);
    if (event) for (const listener of listeners) listener(event);
  });
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {
      listeners.clear();
      await stop();
    },
  };
}

/**
 * The events of threads `userId` takes part in, as an async stream that ends when `signal`
 * aborts. Output: { conversationId } per new message.
 */
export async function* userMessageEvents(
  hub: MessageHub,
  userId: string,
  signal: AbortSignal | undefined,
): AsyncGenerator<{ conversationId: string }> {
  const queue: string[] = [];
  let wake: (() => void) | null = null;
  const unsubscribe = hub.subscribe((event) => {
    if (!event.participantIds.includes(userId)) return;
    queue.push(event.conversationId);
    wake?.();
  });
  const aborted = new Promise<void>((resolve) => {
    if (signal?.aborted) resolve();
    signal?.addEventListener('abort', () => resolve(), { once: true });
  });
  try {
    while (!signal?.aborted) {
      if (queue.length === 0) {
        await Promise.race([new Promise<void>((resolve) => (wake = resolve)), aborted]);
        wake = null;
      }
      while (queue.length > 0) yield { conversationId: queue.shift() as string };
    }
  } finally {
    unsubscribe();
  }
}
