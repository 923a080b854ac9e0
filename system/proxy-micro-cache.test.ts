// The operators' nginx micro-cache (docs/operations/nginx-micro-cache.conf, quoted in the README) in front
// of a real server: a visitor's repeated read within the second is nginx's alone, a member is never answered
// from it nor leaves an answer in it, and an admin's write reaches visitors within the cache's second
// (docs/decisions/012-one-request-pipeline.md).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionState } from '@shared/schemas/auth';
import type { ProductPage } from '@shared/schemas/catalog';
import type { Forum, ReplyPage } from '@shared/schemas/community';
import { freePort } from '@server/test/processes/ports';
import { call, joinMember, listForums, writePost, writeReply } from './support/community-api';
import { startNginx, type Nginx } from './support/nginx';
import { serverDrivers } from './support/server-databases';
import { useServerDatabase } from './support/use-server-database';

const CONFIG_FILE = fileURLToPath(new URL('../docs/operations/nginx-micro-cache.conf', import.meta.url));
const README = new URL('../README.md', import.meta.url);
const ADMIN = { email: 'proxy-admin@griot.test', password: 'proxy-admin-passphrase' };
const PRODUCT = { name: 'Harmattan Tapes', artist: 'Kora Collective', type: 'Vinyl', priceKobo: 900_000 };
/**
 * nginx counts a validity in whole seconds: an answer kept for "1s" stays fresh until the second after next
 * begins, one to two seconds after it was kept. Half a second more for the reads that look.
 */
const CACHE_SECOND_MS = 2_500;

interface Read {
  status: string | null;
  text: string;
}

describe('the README quotes the nginx configuration', () => {
  it('as it is in docs/operations/nginx-micro-cache.conf, which the tests below run', () => {
    const quoted = /```nginx\n([\s\S]*?)```/.exec(readFileSync(README, 'utf8'))?.[1];
    expect(quoted).toBe(readFileSync(CONFIG_FILE, 'utf8'));
  });
});

describe.each(serverDrivers())('nginx micro-cache in front of a server on %s', (driver) => {
  const database = useServerDatabase(driver);
  let proxy: Nginx | undefined;
  let metricsUrl: string;
  let adminCookie: string;
  let member: { cookie: string; uid: string };
  let productId: string;

  beforeAll(async () => {
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}`;
    const server = await database.startServer({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      METRICS_PORT: String(metricsPort),
      TRUST_PROXY: '1',
    });
    proxy = await startNginx(CONFIG_FILE, server.port);
    const signedIn = await call<SessionState>(proxy.url, 'POST', '/api/auth/login', undefined, ADMIN);
    adminCookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
    member = await joinMember(proxy.url);
    await write('POST', '/api/admin/artists', {
      name: PRODUCT.artist,
      discipline: 'Music',
      bio: 'Griots of the kora.',
    });
    productId = (await write('POST', '/api/admin/products', PRODUCT)).id;
  });
  afterAll(async () => {
    await proxy?.stop();
  });

  const proxyUrl = () => proxy!.url;

  /** A read through nginx, as a browser of this site sends it: the cache's verdict and the body. */
  async function read(pathAndQuery: string, cookie?: string): Promise<Read> {
    const response = await fetch(`${proxyUrl()}${pathAndQuery}`, cookie ? { headers: { cookie } } : {});
    const text = await response.text();
    expect(response.status, text).toBe(200);
    return { status: response.headers.get('x-cache-status'), text };
  }

  /** An admin's write through nginx, with the Origin a browser on this site sends. */
  async function write(method: 'POST' | 'PUT', pathAndQuery: string, body: unknown): Promise<{ id: string }> {
    const response = await fetch(`${proxyUrl()}${pathAndQuery}`, {
      method,
      headers: { cookie: adminCookie, origin: proxyUrl(), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    expect(response.ok, text).toBe(true);
    return JSON.parse(text) as { id: string };
  }

  /** The GET requests the server has answered on a route, by its own metrics. */
  async function served(route: string): Promise<number> {
    const metrics = await (await fetch(`${metricsUrl}/metrics`)).text();
    return metrics
      .split('\n')
      .filter((line) => line.startsWith(`griot_http_requests_total{method="GET",route="${route}",`))
      .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
  }

  /** Waits until the server has counted `count` reads of the route (its count follows the answer by a moment). */
  const servedReaches = (route: string, count: number) =>
    expect.poll(() => served(route), { timeout: 2_000, interval: 20 }).toBe(count);

  it('answers a visitor’s second read within the second from the cache, which the server never sees', async () => {
    const before = await served('/api/products');
    const first = await read('/api/products?limit=24');
    const second = await read('/api/products?limit=24');
    expect(first.status).toBe('MISS');
    expect(second).toEqual({ status: 'HIT', text: first.text });
    expect((JSON.parse(second.text) as ProductPage).items.map((item) => item.name)).toContain(PRODUCT.name);
    // A member's read goes through to the server after them: once it is counted, so would theirs be.
    expect((await read('/api/products?limit=24', member.cookie)).status).toBe('BYPASS');
    await servedReaches('/api/products', before + 2);
  });

  it("moves a French browser's first visit past a kept English page, and keeps the move to itself", async () => {
    await read('/music');
    expect((await read('/music')).status).toBe('HIT');
    const french = { 'accept-language': 'fr-CI,fr;q=0.9,en;q=0.5' };
    for (let visit = 0; visit < 2; visit++) {
      const moved = await fetch(`${proxyUrl()}/music`, { headers: french, redirect: 'manual' });
      expect(moved.status).toBe(302);
      expect(moved.headers.get('location')).toBe('/fr/music');
      expect(moved.headers.get('x-cache-status')).toBe('BYPASS');
    }
    // Once a language is chosen, the address alone decides: English from the cache.
    const chosen = await fetch(`${proxyUrl()}/music`, { headers: { ...french, cookie: 'griot_lang=en' } });
    expect(chosen.status).toBe(200);
    expect(chosen.headers.get('x-cache-status')).toBe('HIT');
  });

  it('sends one request to the server for a crowd of visitors asking for the same list at once', async () => {
    const before = await served('/api/products');
    const reads = await Promise.all(Array.from({ length: 20 }, () => read('/api/products?limit=12')));
    expect(reads.map((r) => r.status).sort()).toEqual(['MISS', ...Array<string>(19).fill('HIT')].sort());
    expect(new Set(reads.map((r) => r.text)).size).toBe(1);
    expect((await read('/api/products?limit=12', member.cookie)).status).toBe('BYPASS');
    await servedReaches('/api/products', before + 2);
  });

  it('never answers a member from the cache, whatever their cookie looks like, nor keeps their answer', async () => {
    const token = member.cookie.split('=')[1]!;
    const cookies = [
      member.cookie,
      `theme=dark; ${member.cookie}`,
      `theme=dark;${member.cookie}`,
      // The cookie's name with SESSION_SECURE_COOKIE (server/auth/sessions/tokens.ts).
      `__Host-griot_session=${token}`,
    ];
    const before = await served('/api/products');
    for (const cookie of cookies) {
      for (let time = 0; time < 3; time += 1)
        expect((await read('/api/products?limit=6', cookie)).status, cookie).toBe('BYPASS');
    }
    await servedReaches('/api/products', before + 3 * cookies.length);
    // Nothing a member read was kept: the next visitor's read is the server's, and the one after it nginx's.
    expect((await read('/api/products?limit=6')).status).toBe('MISS');
    expect((await read('/api/products?limit=6')).status).toBe('HIT');
    await servedReaches('/api/products', before + 3 * cookies.length + 1);
  });

  it('never gives a visitor the page a member was given', async () => {
    const [forum] = (await listForums(proxyUrl())) as [Forum];
    const post = await writePost(proxyUrl(), member.cookie, forum.id, 'Who presses vinyl in Accra?');
    await writeReply(proxyUrl(), member.cookie, post.id, 'Asking for a friend.');
    const page = `/api/posts/${post.id}/replies`;
    const canEdit = (text: string) => (JSON.parse(text) as ReplyPage).items.map((reply) => reply.canEdit);

    for (let time = 0; time < 3; time += 1) {
      const asMember = await read(page, member.cookie);
      expect(asMember.status).toBe('BYPASS');
      expect(canEdit(asMember.text)).toEqual([true]);
    }
    const asVisitor = await read(page);
    expect(asVisitor.status).toBe('MISS');
    expect(canEdit(asVisitor.text)).toEqual([false]);
    expect(await read(page)).toEqual({ status: 'HIT', text: asVisitor.text });
  });

  it('never keeps an answer the server marks personal, even a visitor’s', async () => {
    for (let time = 0; time < 3; time += 1) {
      const session = await read('/api/auth/session');
      expect(session.status).toBe('MISS');
      expect(JSON.parse(session.text)).toEqual({ user: null });
    }
  });

  it('shows visitors an admin’s change within the cache’s second', async () => {
    const names = async () =>
      (JSON.parse((await read('/api/products?limit=24')).text) as ProductPage).items.map((item) => item.name);
    await names();
    expect((await read('/api/products?limit=24')).status).toBe('HIT');

    const renamed = `${PRODUCT.name} (second pressing)`;
    await write('PUT', `/api/admin/products/${productId}`, { ...PRODUCT, name: renamed });
    // The server answers with the change at once (a member's read reaches it); visitors, once nginx's copy ends.
    const asMember = JSON.parse((await read('/api/products?limit=24', member.cookie)).text) as ProductPage;
    expect(asMember.items.map((item) => item.name)).toContain(renamed);
    await expect.poll(names, { timeout: CACHE_SECOND_MS, interval: 50 }).toContain(renamed);
  });
});
