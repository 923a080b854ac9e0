// A request the server has surely received but cannot finish yet: its headers go out with
// `Expect: 100-continue`, and the body only when the test releases it. The server's 100 Continue proves
// the request is in flight, so a test can send a signal at a known moment in its life.
import http from 'node:http';

export interface HeldRequest {
  /** Sends the body; the answer follows. */
  release(): void;
  answered(): boolean;
  response: Promise<{ status: number; body: string }>;
}

/** Settles once the server has taken the request's headers. */
export function holdRequest(
  base: string,
  path: string,
  body: unknown,
  options: { cookie?: string; keepAlive?: boolean } = {},
): Promise<HeldRequest> {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolveHeld, rejectHeld) => {
    let answered = false;
    const request = http.request(`${base}${path}`, {
      method: 'POST',
      // A keep-alive connection is what browsers and proxies use: the server must not wait for it to idle out.
      agent: new http.Agent({ keepAlive: options.keepAlive ?? false }),
      headers: {
        'content-type': 'application/json',
        'content-length': payload.length,
        expect: '100-continue',
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
    });
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('response', (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () => {
          answered = true;
          resolve({ status: incoming.statusCode ?? 0, body: text });
        });
        incoming.on('error', reject);
      });
      request.on('error', (error) => {
        reject(error);
        rejectHeld(error);
      });
    });
    // The test awaits `response` itself; this only keeps an early failure from being reported as unhandled.
    response.catch(() => undefined);
    request.on('continue', () =>
      resolveHeld({ release: () => request.end(payload), answered: () => answered, response }),
    );
    request.flushHeaders();
  });
}
