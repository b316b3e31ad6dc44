import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { DEMO_TOKENS, DEMO_USERS } from '../../../server/demo/identities';
import { createRateLimiter } from '../../../server/rate-limit';
import type { RunningServer } from '../../../server/start';
import { call, startTestServer } from '../../support/service';

let server: RunningServer;
beforeAll(async () => {
  // Three calls a second: the fourth in a burst is refused.
  server = await startTestServer({ rateLimit: { feedPerSecond: 3, otherPerSecond: 3 } });
});
afterAll(() => server.close());

const statuses = async (headerSets: Record<string, string>[]) => {
  const seen: number[] = [];
  for (const headers of headerSets) seen.push((await call(server, 'listpins', {}, headers)).status);
  return seen;
};
// The limiter reads the wall clock. Only Date is faked (timers and sockets run as ever), so a
// burst is one instant however slow the machine, and a pause is a step of the clock: on a busy
// machine a real burst of four calls could take over a third of a second and earn a token back.
// One fake clock for the whole file, so it only ever moves forward.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterAll(() => {
  vi.useRealTimers();
});
const pause = async () => {
  vi.setSystemTime(Date.now() + 1100);
};

describe('the rate limit is per person, whatever the spelling of the token', () => {
  test('case and whitespace variants of one token share one bucket', async () => {
    await pause();
    const token = DEMO_TOKENS.user;
    expect(
      await statuses([
        { Authorization: `Bearer ${token}` },
        { Authorization: `bearer  ${token}` },
        { Authorization: `BEARER ${token}` },
        { Authorization: `Bearer \t${token}` },
      ]),
    ).toEqual([200, 200, 200, 429]);
  });

  test('a global token acting as a person shares that person bucket; another person has their own', async () => {
    await pause();
    const asAlex = (email: string) => ({
      Authorization: `Bearer ${DEMO_TOKENS.global}`,
      'X-Service-Actas': email,
    });
    expect(
      await statuses([
        { Authorization: `Bearer ${DEMO_TOKENS.user}` },
        asAlex(DEMO_USERS.employee.email),
        asAlex(DEMO_USERS.employee.email.toUpperCase()),
        asAlex(DEMO_USERS.employee.email),
        { Authorization: `Bearer ${DEMO_TOKENS.admin}` },
        asAlex(DEMO_USERS.admin.email),
      ]),
    ).toEqual([200, 200, 200, 429, 200, 200]);
  });

  test('callers without a valid token share their address bucket, however many tokens they try', async () => {
    await pause();
    const answers = await statuses(
      ['a', 'b', 'c', 'd', 'e'].map((guess) => ({ Authorization: `Bearer ${guess}` })),
    );
    expect(answers).toEqual([401, 401, 401, 429, 429]);
  });
});

describe('buckets', () => {
  test('idle buckets are evicted and the map never holds more than its bound', () => {
    const limiter = createRateLimiter({ feedPerSecond: 7, otherPerSecond: 30 }, 100);
    for (let i = 0; i < 1000; i++) limiter.take(`caller-${i}`, false, 0);
    expect(limiter.size()).toBeLessThanOrEqual(100);
    // A full bucket forgotten is the same as a new one: after a second nobody is remembered.
    limiter.take('late', false, 2000);
    expect(limiter.size()).toBe(1);
  });
});
