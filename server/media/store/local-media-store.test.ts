import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalMediaStore } from './local-media-store';
import { inEnglish } from '@server/lib/i18n/server-i18n';

describe('the local media store', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'griot-store-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const image = (text: string) => ({
    bytes: Buffer.from(text),
    extension: 'png' as const,
    contentType: 'image/png',
    baseName: 'x',
  });

  it('names a file after its content and keeps one copy of the same bytes, even saved at once', async () => {
    const store = createLocalMediaStore(path.join(dir, 'uploads'));
    const results = await Promise.all(
      Array.from({ length: 5 }, () => store.save({ ...image('same bytes'), folder: 'products' })),
    );
    const urls = new Set(results.map((r) => r.url));
    expect(urls.size).toBe(1);
    // sha256('same bytes'), first 32 hex digits.
    expect([...urls][0]).toBe('/uploads/products/58100dc8fc06562ce3e578231dc948e0.png');
    const files = readdirSync(path.join(dir, 'uploads', 'products'));
    expect(files).toEqual(['58100dc8fc06562ce3e578231dc948e0.png']);
    expect(readFileSync(path.join(dir, 'uploads', 'products', files[0]!), 'utf8')).toBe('same bytes');
  });

  it('keeps different bytes apart and leaves no temporary files behind', async () => {
    const store = createLocalMediaStore(path.join(dir, 'uploads'));
    const a = await store.save({ ...image('a'), folder: 'events' });
    const b = await store.save({ ...image('b'), folder: 'events' });
    expect(a.url).not.toBe(b.url);
    expect(readdirSync(path.join(dir, 'uploads', 'events')).sort()).toEqual(
      [a.url, b.url].map((u) => u.split('/').pop()).sort(),
    );
  });

  it('reports issues, naming the folder, when it cannot write there', async () => {
    const blocked = path.join(dir, 'not-a-folder');
    writeFileSync(blocked, 'a file where the uploads folder should be');
    const check = await createLocalMediaStore(blocked).check();
    expect({ ...check, message: inEnglish(check.message) }).toMatchObject({
      store: 'local',
      outcome: 'issues',
      message:
        'Local image storage has issues: images cannot be saved in DATA_DIR/uploads. Check that the folder exists and that the server may write to it.',
    });
    expect(check.detail).toMatch(/EEXIST|ENOTDIR/);
  });
});
