import http from 'node:http';

export interface Answer {
  status: number;
  body: string;
}

/** One keep-alive socket per client loop, so the pool never queues a request behind another. */
export function createHttpClient(maxSockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  return {
    request(
      method: 'GET' | 'POST',
      url: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ): Promise<Answer> {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      return new Promise((resolve, reject) => {
        const req = http.request(
          url,
          {
            method,
            agent,
            headers: {
              ...headers,
              ...(payload === undefined
                ? {}
                : {
                    'content-type': 'application/json',
                    'content-length': Buffer.byteLength(payload),
                  }),
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
            );
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}
export type HttpClient = ReturnType<typeof createHttpClient>;
