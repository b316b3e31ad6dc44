import { createRandom } from './demo/random';

/** Misbehaviour to inject, for tests and demos of the extension's resilience. */
export interface FaultOptions {
  /** Added to every API call, in milliseconds. */
  latencyMs?: number;
  /** Share of API calls answered 503 (0..1). */
  errorRate?: number;
  /** Share of API calls whose connection is dropped without an answer (0..1). */
  dropRate?: number;
  /**
   * Share of API calls that are carried out (the handler runs and its transaction commits) and
   * whose connection is then dropped before the answer is sent (0..1): the ambiguous case a
   * client must resolve without repeating the write.
   */
  lostReplyRate?: number;
  /**
   * Calls bearing one of these bearer tokens are dropped, whatever the dice say: a service
   * that is down for one person's requests only. A test uses it so that a request of that
   * person still on its way when the test moves on is dropped too, however late it arrives.
   */
  dropTokens?: readonly string[];
  /** Seed of the dice, so a run can be repeated exactly. */
  seed?: number;
}

/** What to do with one API call. */
export type FaultDecision = {
  latencyMs: number;
  outcome: 'pass' | 'error' | 'drop' | 'lost-reply';
};

/** Rolls the dice for each call, deterministically from the seed. */
export function createFaults(initial: FaultOptions = {}) {
  let options = initial;
  let random = createRandom(initial.seed ?? 1);
  return {
    set(next: FaultOptions) {
      options = next;
      random = createRandom(next.seed ?? 1);
    },
    /** `authorization` is the call's Authorization header, if any. */
    decide(authorization?: string): FaultDecision {
      const roll = random.next();
      const latencyMs = options.latencyMs ?? 0;
      const token = authorization?.replace(/^Bearer\s+/i, '');
      if (token !== undefined && options.dropTokens?.includes(token))
        return { latencyMs, outcome: 'drop' };
      const drop = options.dropRate ?? 0;
      const error = options.errorRate ?? 0;
      const lost = options.lostReplyRate ?? 0;
      // One roll per call, so adding a kind of fault leaves the others' calls where they were.
      const outcome =
        roll < drop
          ? 'drop'
          : roll < drop + error
            ? 'error'
            : roll < drop + error + lost
              ? 'lost-reply'
              : 'pass';
      return { latencyMs, outcome };
    },
  };
}
