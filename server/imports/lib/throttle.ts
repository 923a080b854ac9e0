// A throttle that makes callers wait their turn rather than fail: each call reserves the next free
// slot at once (so concurrent callers queue in order) and resolves when that slot arrives.
export type Throttle = () => Promise<void>;

export interface ThrottleClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: ThrottleClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export function createThrottle(intervalMs: number, clock: ThrottleClock = realClock): Throttle {
  let nextSlot = Number.NEGATIVE_INFINITY;
  return async () => {
    const slot = Math.max(clock.now(), nextSlot);
    nextSlot = slot + intervalMs;
    // Timers may fire a millisecond early; never let a call through before its slot.
    for (let wait = slot - clock.now(); wait > 0; wait = slot - clock.now()) await clock.sleep(wait);
  };
}
