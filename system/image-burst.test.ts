// A burst of large uploads costs a bounded amount of memory (SECURITY.md): 100 parallel 40-megapixel
// avatars are either resized by the fixed number of image workers or refused with 503, and the server's
// resident memory settles near where it was, instead of growing with the burst and staying there.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { joinMember } from './support/community-api';
import { serverDrivers } from './support/server-databases';
import { useServerDatabase } from './support/use-server-database';

const BURST = 100;
const MEMBERS = 10;
/** Measured: about 100 MB above the warmed-up server after a burst; before the queue, 425 MB (SECURITY.md). */
const SETTLED_GROWTH_MB = 200;

/** The resident memory of a process, in MB. */
function residentMb(pid: number): number {
  const kilobytes = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kilobytes) / 1024;
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

    // sharp is loaded with the first image: the baseline is the server that has worked on one.
    expect(await sendAvatar(server.url, members[MEMBERS]!.cookie, small)).toBe(200);
    await pause(1000);
    const before = residentMb(server.pid);

    const statuses = await Promise.all(
      Array.from({ length: BURST }, (_, i) => sendAvatar(server.url, members[i % MEMBERS]!.cookie, large)),
    );
    expect(new Set(statuses)).toEqual(new Set([200, 503]));
    await pause(3000);
    const after = residentMb(server.pid);

    expect(after - before).toBeLessThan(SETTLED_GROWTH_MB);
    await server.stop();
  });
});
