// Short ids are given once and for good: a new message takes the next number, the others keep theirs.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { shortMessageIds, updateShortIds } from './short-message-ids';

const po = (ids: string[]) =>
  [
    'msgid ""',
    'msgstr ""',
    '"Language: en\\n"',
    '',
    ...ids.flatMap((id) => ['#. js-lingui-explicit-id', `msgid "${id}"`, `msgstr "${id}!"`, '']),
  ].join('\n');

describe('short message ids', () => {
  let root = '';
  afterEach(() => rm(root, { recursive: true, force: true }));

  async function catalogWith(ids: string[]) {
    await mkdir(path.join(root, 'locales', 'en'), { recursive: true });
    await writeFile(path.join(root, 'locales', 'en', 'messages.po'), po(ids));
    await updateShortIds(root);
    return shortMessageIds(root);
  }

  it('numbers new messages after the last and never renumbers or reuses one', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'short-ids-'));
    const first = await catalogWith(['b.two', 'a.one', 'c.three']);
    expect(Object.fromEntries(first)).toEqual({ 'a.one': '0', 'b.two': '1', 'c.three': '2' });

    const later = await catalogWith(['a.one', 'aa.new', 'c.three']);
    expect(Object.fromEntries(later)).toEqual({ 'a.one': '0', 'aa.new': '3', 'c.three': '2' });
    expect(JSON.parse(await readFile(path.join(root, 'locales', 'short-ids.json'), 'utf8'))).toMatchObject({ next: 4 });
  });

  it('writes numbers in base 36', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'short-ids-'));
    const ids = Array.from({ length: 40 }, (_, index) => `m.${String(index).padStart(2, '0')}`);
    expect((await catalogWith(ids)).get('m.39')).toBe('13');
  });
});
