import { describe, expect, it } from 'vitest';
import { saveConnection } from '../../../../../lib/background/connection/save';
import { adminAccessHandlers } from '../../../../../lib/background/handlers/admin-access';
import { createBackground } from '../../../../../lib/background/services';
import type { ReadKey } from '../../../../../lib/shared/messages/messenger';
import { DEMO_TOKENS } from '../../../../../server/demo/identities';
import { connectionHarness } from '../../../../support/connection';

const harness = connectionHarness();
const INVITE = {
  kind: 'peopleToInvite',
  categories: ['INVITE_INACTIVE_PROMO', 'INVITE_NONUSERS'],
} as Extract<ReadKey, { kind: 'peopleToInvite' }>;

/**
 * The worker's services and the settings page's handler over the reference service, counting
 * each operation sent; `refuse` makes the service answer `peoplesuggestadmin` with 403 as it
 * does an employee (for a token whose person is an administrator, until rights are given).
 */
function worker(clock: { now: number }) {
  const sent: string[] = [];
  const state = { refuse: false };
  const background = createBackground({
    now: () => clock.now,
    fetch: (input, init) => {
      const operation = String(input).split('/').pop() ?? '';
      sent.push(operation);
      if (state.refuse && operation === 'peoplesuggestadmin') {
        return Promise.resolve(
          Response.json(
            { message: 'Only administrators can see people to invite' },
            { status: 403 },
          ),
        );
      }
      return fetch(input, init);
    },
  });
  const { adminAccess } = adminAccessHandlers(background.context, () => clock.now);
  const popupOpens = () => background.context.read(INVITE).catch(() => undefined);
  const invites = () => sent.filter((operation) => operation === 'peoplesuggestadmin').length;
  return { adminAccess, popupOpens, invites, state };
}

describe('the administrators’ tools line, in the worker', () => {
  it('says nothing before a refusal, and never asks the service to say it', async () => {
    harness.allow(harness.server.url);
    await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.user });
    const { adminAccess, invites } = worker({ now: Date.parse('2026-11-27T09:00:00') });
    expect(await adminAccess({}, undefined)).toEqual({});
    expect(invites()).toBe(0);
  });

  it('names the day of a refusal; Check again asks once, and the refusal holds again', async () => {
    harness.allow(harness.server.url);
    await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.user });
    const clock = { now: Date.parse('2026-11-27T09:00:00') };
    const { adminAccess, popupOpens, invites } = worker(clock);
    await popupOpens();
    expect(await adminAccess({}, undefined)).toEqual({ refusedAt: clock.now });
    expect(invites()).toBe(1);
    clock.now += 60_000;
    expect(await adminAccess({ check: true }, undefined)).toEqual({ refusedAt: clock.now });
    expect(invites()).toBe(2);
    // Still refused: remembered again, so the popup's next openings ask nothing.
    await popupOpens();
    await popupOpens();
    expect(invites()).toBe(2);
    expect(await adminAccess({}, undefined)).toEqual({ refusedAt: clock.now });
  });

  it('answers available once the person was given the rights, and the popup asks again', async () => {
    harness.allow(harness.server.url);
    await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.admin });
    const clock = { now: Date.parse('2026-11-27T09:00:00') };
    const { adminAccess, popupOpens, invites, state } = worker(clock);
    state.refuse = true;
    await popupOpens();
    expect(await adminAccess({}, undefined)).toEqual({ refusedAt: clock.now });
    state.refuse = false;
    expect(await adminAccess({ check: true }, undefined)).toEqual({});
    expect(await adminAccess({}, undefined)).toEqual({});
    await popupOpens();
    expect(invites()).toBe(3);
  });

  it('passes on a failure that says nothing of the rights, in words', async () => {
    harness.allow(harness.server.url);
    await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.user });
    const clock = { now: Date.parse('2026-11-27T09:00:00') };
    const background = createBackground({
      now: () => clock.now,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { adminAccess } = adminAccessHandlers(background.context, () => clock.now);
    await expect(adminAccess({ check: true }, undefined)).rejects.toMatchObject({
      kind: 'network',
    });
  });
});
