import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRESENCE_INTERVAL_MS, watchPresence, type VisibilitySource } from './presence';

class FakePage implements VisibilitySource {
  visibilityState: DocumentVisibilityState;
  private listeners = new Set<() => void>();

  constructor(state: DocumentVisibilityState) {
    this.visibilityState = state;
  }

  addEventListener(_type: 'visibilitychange', listener: () => void) {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'visibilitychange', listener: () => void) {
    this.listeners.delete(listener);
  }

  get listenerCount() {
    return this.listeners.size;
  }

  set(state: DocumentVisibilityState) {
    this.visibilityState = state;
    for (const listener of this.listeners) listener();
  }
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('watchPresence', () => {
  it('reports on start and then every 60 seconds while the tab is visible', () => {
    expect(PRESENCE_INTERVAL_MS).toBe(60_000);
    const report = vi.fn();
    const stop = watchPresence(report, new FakePage('visible'));
    expect(report).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(59_999);
    expect(report).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(report).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(3 * 60_000);
    expect(report).toHaveBeenCalledTimes(5);
    stop();
  });

  it('reports nothing while hidden, and at once when the tab becomes visible again', () => {
    const report = vi.fn();
    const page = new FakePage('hidden');
    const stop = watchPresence(report, page);
    vi.advanceTimersByTime(5 * 60_000);
    expect(report).not.toHaveBeenCalled();

    page.set('visible');
    expect(report).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    page.set('hidden');
    vi.advanceTimersByTime(10 * 60_000);
    expect(report).toHaveBeenCalledTimes(1);

    page.set('visible');
    expect(report).toHaveBeenCalledTimes(2);
    // The minute restarts from the return, so no second report follows a few seconds later.
    vi.advanceTimersByTime(59_000);
    expect(report).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1_000);
    expect(report).toHaveBeenCalledTimes(3);
    stop();
  });

  it('stops reporting and listening when stopped', () => {
    const report = vi.fn();
    const page = new FakePage('visible');
    const stop = watchPresence(report, page);
    stop();
    expect(page.listenerCount).toBe(0);
    vi.advanceTimersByTime(5 * 60_000);
    page.set('visible');
    expect(report).toHaveBeenCalledTimes(1);
  });
});
