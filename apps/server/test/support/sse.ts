/**
 * Reads a tRPC subscription over server-sent events the way a browser's EventSource does: a
 * streaming GET with `Accept: text/event-stream`, collecting each event's data.
 */
export interface EventStream {
  /** every `data:` payload so far */
  events: string[];
  /** Waits until an event contains `text` (at most `ms`); rejects on timeout. Output: ms waited. */
  waitFor(text: string, ms?: number): Promise<number>;
  close(): void;
}

/** Opens `${base}/trpc/${path}` with the session cookie. Rejects unless it answers 200. */
export async function openEventStream(base: string, path: string, cookie: string): Promise<EventStream> {
  const controller = new AbortController();
  const res = await fetch(`${base}/trpc/${path}`, {
    headers: { accept: 'text/event-stream', cookie },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`event stream answered ${res.status}`);
  const events: string[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('\n');
          if (data) events.push(data);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // closed
    }
  })();
  return {
    events,
    waitFor: async (text, ms = 5000) => {
      const started = Date.now();
      while (!events.some((e) => e.includes(text))) {
        if (Date.now() - started > ms) throw new Error(`no event with ${text} in ${ms} ms: ${events.join(' | ')}`);
        await new Promise((r) => setTimeout(r, 10));
      }
      return Date.now() - started;
    },
    close: () => controller.abort(),
  };
}
