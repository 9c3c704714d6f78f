/** One Server-Sent Event as a browser's EventSource would hand it over. */
export interface StreamEvent {
  event: string;
  data: string;
}

/** A Server-Sent Events stream read over real HTTP, event by event. */
export interface EventStreamReader {
  status: number;
  headers: Headers;
  /** The next event whose name is `event` (others are skipped), or a failure after `timeoutMs`. */
  next(event: string, timeoutMs?: number): Promise<StreamEvent>;
  close(): void;
}

export async function openEventStream(
  url: string,
  options: { headers?: Record<string, string> } = {},
): Promise<EventStreamReader> {
  const abort = new AbortController();
  const res = await fetch(url, {
    signal: abort.signal,
    headers: { accept: 'text/event-stream', ...options.headers },
  });
  const queue: StreamEvent[] = [];
  const waiters: (() => void)[] = [];
  let buffer = '';

  void (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = block.split('\n').filter((line) => !line.startsWith(':'));
          const value = (name: string) =>
            fields
              .filter((line) => line.startsWith(`${name}:`))
              .map((line) => line.slice(name.length + 1).trimStart())
              .join('\n');
          if (!fields.some((line) => line.startsWith('data:'))) continue;
          queue.push({ event: value('event') || 'message', data: value('data') });
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // Aborted by close().
    }
  })();

  return {
    status: res.status,
    headers: res.headers,
    async next(event, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = queue.findIndex((e) => e.event === event);
        if (index >= 0) return queue.splice(0, index + 1).at(-1)!;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no "${event}" event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => abort.abort(),
  };
}
