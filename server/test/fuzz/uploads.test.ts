// Property-based fuzzing of the two multipart routes (the admin's uploads and a member's avatar) with
// their own generator: never a 5xx, refusals in the one shape, no row and no file left by a refusal,
// and whatever is accepted is stored as a re-encoded JPEG, PNG, GIF or WebP under its folder.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../database';
import { checkProperty, failureSummary, FUZZ_TIMEOUT_MS, RUNS_PER_OPERATION } from './fuzz-config';
import { useFuzzApp } from './fuzz-app';
import { ACTORS } from './fuzz-world';
import { sampleFiles, uploadRequests } from './multipart-requests';
import type { Operation } from './openapi-operations';

const ADMIN_FOLDERS = ['products', 'events', 'artists', 'stories'] as const;

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
  } catch {
    return [];
  }
}

describe.each(testDrivers())('fuzzing the image uploads on %s', (driver) => {
  const { data, ctx, start } = useFuzzApp(driver);

  it(
    'as a visitor, a member and an admin: no 5xx, no row and no file from a refusal, only real images stored',
    async () => {
      const { runner } = await start();
      const files = await sampleFiles();
      let before = filesUnder(data.uploadsDir);
      runner.extraCheck = async ({ status, body }) => {
        const after = filesUnder(data.uploadsDir);
        const added = after.filter((file) => !before.includes(file));
        before = after;
        if (status >= 400) return added.length > 0 ? `A refused upload left ${added.join(', ')}` : null;
        const { url } = JSON.parse(body) as { url: string };
        if (!/^\/uploads\/(products|events|artists|stories|avatars)\/[0-9a-f]{32}\.(jpg|png|gif|webp)$/.test(url))
          return `An upload stored at ${url}`;
        const served = await ctx.app.inject({ method: 'GET', url });
        const format = served.statusCode === 200 ? (await sharp(served.rawPayload).metadata()).format : null;
        return format && ['jpeg', 'png', 'gif', 'webp'].includes(format)
          ? null
          : `An accepted upload is served as ${served.statusCode} ${format}`;
      };

      const targets = [
        ...ADMIN_FOLDERS.map((folder) => ({
          key: 'POST /api/admin/uploads/{folder}',
          url: `/api/admin/uploads/${folder}`,
        })),
        { key: 'POST /api/admin/uploads/{folder}', url: '/api/admin/uploads/avatars' },
        { key: 'POST /api/me/avatar', url: '/api/me/avatar' },
      ];
      const failures: string[] = [];
      let index = 0;
      for (const actor of ACTORS) {
        for (const target of targets) {
          const operation: Operation = {
            key: target.key,
            method: 'POST',
            path: target.url,
            pathParams: [],
            query: [],
            body: null,
          };
          const requests = uploadRequests({ method: 'POST', url: target.url, files });
          const runs = Math.max(4, Math.round(RUNS_PER_OPERATION / 2));
          await checkProperty(
            index++,
            (parameters) =>
              fc.assert(
                fc.asyncProperty(requests, (request) => runner.send(operation, actor, request)),
                parameters,
              ),
            runs,
          ).catch((error: Error) => failures.push(`${target.url} as ${actor}: ${failureSummary(error)}`));
        }
      }
      expect(failures.join('\n\n')).toBe('');

      // Only an admin uploads into the entity folders and only a signed-in member sets an avatar; the
      // avatars folder is not an admin's to write.
      const succeeded = (key: string, actor: (typeof ACTORS)[number]) =>
        runner.outcomes(key, actor).some(({ status }) => status < 300);
      expect(
        ACTORS.map((actor) => [
          actor,
          succeeded('POST /api/admin/uploads/{folder}', actor),
          succeeded('POST /api/me/avatar', actor),
        ]),
      ).toEqual([
        ['visitor', false, false],
        ['member', false, true],
        ['admin', true, true],
      ]);
      expect(filesUnder(path.join(data.uploadsDir, 'avatars')).length).toBeGreaterThan(0);
    },
    FUZZ_TIMEOUT_MS,
  );
});
