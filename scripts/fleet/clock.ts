/**
 * A fake clock for the fleet: `Date.now`, `new Date()` and the timer functions run on simulated
 * time, so a browser's working day passes in moments. `setImmediate`, promises and
 * `process.nextTick` stay real: they are how the extension's own work (storage, IndexedDB, the
 * in-process service) completes, and `settle()` waits for them between two instants.
 */
interface Timer {
  id: number;
  at: number;
  run: () => void;
  every?: number;
}

const real = {
  now: Date.now,
  Date,
  setTimeout: globalThis.setTimeout,
  clearTimeout: globalThis.clearTimeout,
  setInterval: globalThis.setInterval,
  clearInterval: globalThis.clearInterval,
  setImmediate: globalThis.setImmediate,
};

/** Waits one turn of the real event loop (after every microtask and I/O callback due). */
const realTurn = () => new Promise<void>((resolve) => real.setImmediate(resolve));

/** The simulated clock; `install()` puts it in place of the real one for the whole process. */
export interface FakeClock {
  now(): number;
  /** Moves time to `at` (never backwards), running every timer due on the way, in order. */
  advanceTo(at: number): Promise<void>;
  /** Waits until nothing due now is left to run and the extension's work has completed. */
  settle(): Promise<void>;
  /** Drops every timer (a stopped service worker loses its timers) and sets the time. */
  reset(at: number): void;
  /** When the next timer is due, or undefined. */
  nextTimerAt(): number | undefined;
  uninstall(): void;
  /** Whether work outside the extension (the service answering) is still under way. */
  busy: () => boolean;
}

/** Replaces the process's clock and timers with simulated ones, starting at `start`. */
export function installClock(start: number): FakeClock {
  let now = start;
  let nextId = 1;
  let timers: Timer[] = [];
  const add = (run: () => void, delay: unknown, every?: number) => {
    const wait = Math.max(0, Number(delay) || 0);
    const timer = { id: nextId++, at: now + wait, run, every };
    timers.push(timer);
    return timer.id;
  };
  const drop = (id: unknown) => {
    const key = typeof id === 'object' && id !== null ? Number(id) : id;
    timers = timers.filter((timer) => timer.id !== key);
  };
  class SimDate extends real.Date {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now);
      else super(...(args as [number]));
    }
    static override now() {
      return now;
    }
  }
  const g = globalThis as Record<string, unknown>;
  g.Date = SimDate;
  g.setTimeout = (run: () => void, delay?: number, ...rest: unknown[]) =>
    add(() => run(...(rest as [])), delay);
  g.clearTimeout = drop;
  g.setInterval = (run: () => void, delay?: number) => add(run, delay, Math.max(1, delay ?? 1));
  g.clearInterval = drop;

  const due = () => timers.filter((timer) => timer.at <= now).sort((a, b) => a.at - b.at);
  async function settle(): Promise<void> {
    for (let quiet = 0; quiet < 2; ) {
      for (let turn = 0; turn < 2; turn++) await realTurn();
      const ready = due();
      for (const timer of ready) {
        drop(timer.id);
        if (timer.every) timers.push({ ...timer, at: timer.at + timer.every });
        timer.run();
      }
      quiet = ready.length === 0 && !clock.busy() ? quiet + 1 : 0;
    }
  }
  const clock: FakeClock = {
    busy: () => false,
    now: () => now,
    nextTimerAt: () => (timers.length ? Math.min(...timers.map((timer) => timer.at)) : undefined),
    async advanceTo(at) {
      for (;;) {
        const next = timers.length ? Math.min(...timers.map((timer) => timer.at)) : Infinity;
        if (next > at) break;
        now = Math.max(now, next);
        await settle();
      }
      now = Math.max(now, at);
      await settle();
    },
    settle,
    reset(at) {
      timers = [];
      now = at;
    },
    uninstall() {
      Object.assign(g, {
        Date: real.Date,
        setTimeout: real.setTimeout,
        clearTimeout: real.clearTimeout,
        setInterval: real.setInterval,
        clearInterval: real.clearInterval,
      });
    },
  };
  return clock;
}
