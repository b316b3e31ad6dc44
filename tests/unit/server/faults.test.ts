import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_TOKENS } from '../../../server/demo/identities';
import { createFaults } from '../../../server/faults';
import type { RunningServer } from '../../../server/start';
import { call, startTestServer } from '../../support/service';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const pinCount = async (documentId: string) =>
  ((await call(server, 'listpins', {})).json.pins as { documentId: string }[]).filter(
    (pin) => pin.documentId === documentId,
  ).length;

describe('a lost reply', () => {
  test('applies the call, then drops the connection without an answer', async () => {
    server.setFaults({ lostReplyRate: 1 });
    const sent = call(server, 'pin', { documentId: 'DOC_140', queries: ['lost reply'] });
    await expect(sent).rejects.toThrow();
    server.setFaults({});
    // The caller heard nothing, yet the pin exists: exactly the case a retry must check for.
    expect(await pinCount('DOC_140')).toBe(1);
  });

  test('is decided by the same seeded dice as the other faults', () => {
    const outcomes = (seed: number) => {
      const faults = createFaults({ dropRate: 0.2, errorRate: 0.2, lostReplyRate: 0.2, seed });
      return Array.from({ length: 200 }, () => faults.decide().outcome);
    };
    const first = outcomes(7);
    expect(new Set(first)).toEqual(new Set(['drop', 'error', 'lost-reply', 'pass']));
    expect(outcomes(7)).toEqual(first);
    expect(outcomes(8)).not.toEqual(first);
  });

  test('leaves the other faults where they were when its rate is zero', () => {
    const without = createFaults({ dropRate: 0.3, errorRate: 0.3, seed: 3 });
    const withZero = createFaults({ dropRate: 0.3, errorRate: 0.3, lostReplyRate: 0, seed: 3 });
    for (let i = 0; i < 100; i++) expect(withZero.decide()).toEqual(without.decide());
  });
});

describe('a dropped token', () => {
  test("drops that token's calls only, whatever the dice say", async () => {
    server.setFaults({ dropTokens: [DEMO_TOKENS.admin] });
    try {
      const admin = { Authorization: `Bearer ${DEMO_TOKENS.admin}` };
      await expect(call(server, 'listpins', {}, admin)).rejects.toThrow();
      const user = await call(
        server,
        'listpins',
        {},
        { Authorization: `Bearer ${DEMO_TOKENS.user}` },
      );
      expect(user.status).toBe(200);
    } finally {
      server.setFaults({});
    }
  });
});
