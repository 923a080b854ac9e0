// Multipart requests and data folders for the pipeline's API tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import type { Config } from '../config';

export function imageForm(bytes: Buffer, fileName: string, type: string, field = 'file'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
  return form;
}

/**
 * Gives each test a data folder of its own (removed afterwards), so tests never write into ./data and
 * never see each other's files. Call it before `useTestApp(driver, dataDir.overrides)`: useTestApp reads
 * the overrides when it builds each test's app, after this hook has set the folder.
 */
export function useFreshDataDir(overrides: Partial<Config> = {}) {
  const state = { dir: '' };
  beforeEach(() => {
    state.dir = mkdtempSync(path.join(tmpdir(), 'griot-media-'));
    overrides.dataDir = state.dir;
  });
  afterEach(() => rmSync(state.dir, { recursive: true, force: true }));
  return {
    overrides,
    get uploadsDir() {
      return path.join(state.dir, 'uploads');
    },
  };
}
