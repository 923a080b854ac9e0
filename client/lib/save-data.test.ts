import { afterEach, describe, expect, it, vi } from 'vitest';
import { savesData } from './save-data';

describe('savesData', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows navigator.connection.saveData, and is false where there is no such thing', () => {
    vi.stubGlobal('navigator', { connection: { saveData: true } });
    expect(savesData()).toBe(true);
    vi.stubGlobal('navigator', { connection: { saveData: false } });
    expect(savesData()).toBe(false);
    vi.stubGlobal('navigator', {});
    expect(savesData()).toBe(false);
    vi.stubGlobal('navigator', undefined);
    expect(savesData()).toBe(false);
  });
});
