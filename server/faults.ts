import { createRandom } from './demo/random';

/** Misbehaviour to inject, for tests and demos of the extension's resilience. */
export interface FaultOptions {
  /** Added to every API call, in milliseconds. */
  latencyMs?: number;
  /** Share of API calls answered 503 (0..1). */
  errorRate?: number;
  /** Share of API calls whose connection is dropped without an answer (0..1). */
  dropRate?: number;
  /** Seed of the dice, so a run can be repeated exactly. */
  seed?: number;
}

/** What to do with one API call. */
export type FaultDecision = { latencyMs: number; outcome: 'pass' | 'error' | 'drop' };

/** Rolls the dice for each call, deterministically from the seed. */
export function createFaults(initial: FaultOptions = {}) {
  let options = initial;
  let random = createRandom(initial.seed ?? 1);
  return {
    set(next: FaultOptions) {
      options = next;
      random = createRandom(next.seed ?? 1);
    },
    decide(): FaultDecision {
      const roll = random.next();
      const drop = options.dropRate ?? 0;
      const error = options.errorRate ?? 0;
      const outcome = roll < drop ? 'drop' : roll < drop + error ? 'error' : 'pass';
      return { latencyMs: options.latencyMs ?? 0, outcome };
    },
  };
}
