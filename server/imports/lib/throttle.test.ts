import { describe, expect, it, vi } from 'vitest';
import { createThrottle, type ThrottleClock } from './throttle';

/** A clock that only moves when someone sleeps; `early` makes every sleep end that many ms too soon. */
function manualClock(early = 0): ThrottleClock & { sleeps: number[] } {
  let now = 10_000;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += Math.max(1, ms - early);
    },
  };
}

describe('createThrottle', () => {
  it('lets the first call through at once', async () => {
    const clock = manualClock();
    await createThrottle(1000, clock)();
    expect(clock.sleeps).toEqual([]);
  });

  it('makes concurrent callers wait their turn, one interval apart and in order', async () => {
    vi.useFakeTimers({ now: 50_000 });
    try {
      const throttle = createThrottle(1000);
      const releasedAt: Array<[string, number]> = [];
      const calls = ['a', 'b', 'c'].map(async (name) => {
        await throttle();
        releasedAt.push([name, Date.now() - 50_000]);
      });
      await vi.advanceTimersByTimeAsync(999);
      expect(releasedAt).toEqual([['a', 0]]);
      await vi.advanceTimersByTimeAsync(1);
      expect(releasedAt).toEqual([
        ['a', 0],
        ['b', 1000],
      ]);
      await vi.advanceTimersByTimeAsync(1000);
      await Promise.all(calls);
      expect(releasedAt).toEqual([
        ['a', 0],
        ['b', 1000],
        ['c', 2000],
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits only for what is left of the interval', async () => {
    const clock = manualClock();
    const throttle = createThrottle(1000, clock);
    await throttle();
    await clock.sleep(300);
    await throttle();
    expect(clock.sleeps).toEqual([300, 700]);
  });

  it('does not wait after a quiet spell', async () => {
    const clock = manualClock();
    const throttle = createThrottle(1000, clock);
    await throttle();
    await clock.sleep(5000);
    await throttle();
    expect(clock.sleeps).toEqual([5000]);
  });

  it('never releases a call before its slot, even when timers fire early', async () => {
    const clock = manualClock(5);
    const throttle = createThrottle(1000, clock);
    await throttle();
    const start = clock.now();
    await throttle();
    expect(clock.now() - start).toBeGreaterThanOrEqual(1000);
    expect(clock.sleeps.length).toBeGreaterThan(1);
  });
});
