// A burst of large uploads costs a bounded amount of memory (SECURITY.md): 100 parallel 40-megapixel
// avatars are either resized by the fixed number of image processes or refused with 503, and once the
// burst is over the image processes have exited and the server's resident memory is back where it was.
import { readFileSync } from 'node:fs';
import { IDLE_EXIT_MS } from '@server/media/images/image-processes';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { joinMember } from './support/community-api';
import { serverDrivers } from './support/server-databases';
import { useServerDatabase } from './support/use-server-database';

const BURST = 100;
const MEMBERS = 10;
/**
 * Measured (SECURITY.md): from -350 to +25 MB (the JavaScript heap after 100 requests); while image work ran
 * in the server, +425 MB, then +100 MB with the queue.
 */
const SETTLED_GROWTH_MB = 50;

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
