// A burst of large uploads costs a bounded amount of memory (SECURITY.md): 100 parallel 40-megapixel
// avatars are either resized by the fixed number of image processes or refused with 503, and once the
// burst is over the image processes have exited and the server's resident memory is back where it was.
import { readFileSync } from 'node:fs';
import { IDLE_EXIT_MS } from '@server/media/images/image-processes';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { call, joinMember } from './support/community-api';
import { serverDrivers } from './support/server-databases';
import { useServerDatabase } from './support/use-server-database';

const BURST = 100;
const MEMBERS = 10;
/**
 * Measured (SECURITY.md): from -350 to +25 MB (the JavaScript heap after 100 requests); while image work ran
 * in the server, +425 MB, then +100 MB with the queue.
 */
const SETTLED_GROWTH_MB = 50;
/** Security round three, H2: 20 members at once, each sending a 20000 × 1 picture (7.7 GB each before). */
const THIN_BURST = 20;
/** Measured 143 to 152 MB: one process per queue (uploads, cards), each Node with sharp loaded. */
const THIN_BURST_IMAGE_PROCESSES_MB = 250;
const ADMIN = { email: 'burst-admin@griot.test', password: 'burst-admin-passphrase' };

/** The resident memory of a process, in MB. */
function residentMb(pid: number): number {
  const kilobytes = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kilobytes) / 1024;
}

/** The server's child processes (its image processes). */
function childrenOf(pid: number): number[] {
  const threads = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return threads ? threads.split(/\s+/).map(Number) : [];
}

/** The resident memory of the server and its image processes together, in MB. */
function treeMb(pid: number): number {
  return childrenOf(pid).reduce((sum, child) => {
    try {
      return sum + residentMb(child);
    } catch {
      return sum; // it exited between the listing and the reading
    }
  }, residentMb(pid));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The time a request takes and its status, its body read. */
async function timed(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

async function sendAvatar(base: string, cookie: string, bytes: Buffer): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'large.png');
  const response = await fetch(`${base}/api/me/avatar`, { method: 'POST', headers: { cookie }, body: form });
  await response.arrayBuffer();
  return response.status;
}

describe.each(serverDrivers())('a burst of large avatar uploads on %s', (driver) => {
  const database = useServerDatabase(driver);

  it('is worked through or refused with 503, and memory settles near where it was', async () => {
    const server = await database.startServer();
    // Within the default hourly limit of each member, so only the queue refuses uploads.
    const members = await Promise.all(Array.from({ length: MEMBERS + 1 }, () => joinMember(server.url)));
    const large = await sharp({ create: { width: 6000, height: 6600, channels: 3, background: '#3a6ea5' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const small = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#a53a6e' } })
      .png()
      .toBuffer();

    // The baseline is a server that has handled an upload and whose image process has exited since.
    expect(await sendAvatar(server.url, members[MEMBERS]!.cookie, small)).toBe(200);
    await pause(IDLE_EXIT_MS + 1000);
    expect(childrenOf(server.pid)).toEqual([]);
    const before = residentMb(server.pid);

    let peak = 0;
    const sampling = setInterval(() => (peak = Math.max(peak, treeMb(server.pid))), 100);
    const statuses = await Promise.all(
      Array.from({ length: BURST }, (_, i) => sendAvatar(server.url, members[i % MEMBERS]!.cookie, large)),
    );
    clearInterval(sampling);
    expect(new Set(statuses)).toEqual(new Set([200, 503]));
    await pause(IDLE_EXIT_MS + 1000);
    const after = residentMb(server.pid);
    console.info(
      `RSS ${driver}: before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, after ${after.toFixed(0)} MB`,
    );

    expect(childrenOf(server.pid)).toEqual([]);
    expect(after - before).toBeLessThan(SETTLED_GROWTH_MB);
    await server.stop();
  });
});

describe.each(serverDrivers())('a burst of extremely thin avatars on %s', (driver) => {
  const database = useServerDatabase(driver);

  it('is refused before any resize, while lists and preview cards are answered', async () => {
    const server = await database.startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const admin = (await call(server.url, 'POST', '/api/auth/login', undefined, ADMIN)).headers;
    const adminCookie = admin.get('set-cookie')!.split(';')[0]!;
    await call(server.url, 'POST', '/api/admin/artists', adminCookie, {
      name: 'Thin Line',
      discipline: 'Music',
      bio: 'One pixel high.',
    });
    const product = { name: 'Thin Line Tapes', artist: 'Thin Line', type: 'Vinyl', priceKobo: 500_000 };
    const { slug } = (await call<{ slug: string }>(server.url, 'POST', '/api/admin/products', adminCookie, product))
      .body;
    const members = await Promise.all(Array.from({ length: THIN_BURST }, () => joinMember(server.url)));
    const thin = await sharp({ create: { width: 20_000, height: 1, channels: 3, background: '#103050' } })
      .png({ compressionLevel: 9 })
      .toBuffer();

    let peakImageProcesses = 0;
    const sampling = setInterval(() => {
      peakImageProcesses = Math.max(peakImageProcesses, treeMb(server.pid) - residentMb(server.pid));
    }, 100);
    const others: { status: number; ms: number }[] = [];
    const uploads = Promise.all(members.map((member) => sendAvatar(server.url, member.cookie, thin)));
    for (let round = 0; round < 5; round++) {
      others.push(await timed(`${server.url}/api/products`), await timed(`${server.url}/og/product/${slug}.png`));
    }
    const statuses = await uploads;
    clearInterval(sampling);
    console.info(
      `20000 x 1 burst on ${driver}: image processes peak ${peakImageProcesses.toFixed(0)} MB, ` +
        `slowest other request ${Math.max(...others.map((other) => other.ms)).toFixed(0)} ms`,
    );

    // Too thin is a 400 from the header alone; beyond the queue, 503. Nothing is resized.
    expect(new Set(statuses)).toEqual(new Set([400, 503]));
    // Cards have their own queue: a burst of uploads never turns a link preview away.
    expect(others.map((other) => other.status)).toEqual(others.map(() => 200));
    expect(peakImageProcesses).toBeLessThan(THIN_BURST_IMAGE_PROCESSES_MB);
    await server.stop();
  });
});
