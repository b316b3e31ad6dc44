import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createHandlers } from '../../../../../lib/background/handlers';
import { ownerOf, settleOwners } from '../../../../../lib/background/outbox/owner';
import { createBackground } from '../../../../../lib/background/services';
import { HELD_CODE, isHeld } from '../../../../../lib/shared/storage/entry-owner';
import { type OutboxEntry, outboxEntries } from '../../../../../lib/shared/storage/outbox-entries';
import { DEMO_TOKENS } from '../../../../../server/demo/identities';
import { connectionHarness } from '../../../../support/connection';
import { call } from '../../../../support/service';

const harness = connectionHarness();

/** One request as the service received it: whose token, which operation, what body. */
interface Sent {
  token: string;
  operation: string;
  body: string;
}

/**
 * The background with every request recorded at the HTTP level (the Authorization header the
 * service receives), a network that can be switched off, and a clock moved by hand.
 */
function recordedBackground() {
  const sent: Sent[] = [];
  const network = { up: true };
  let time = 1_700_000_000_000;
  const recording: typeof fetch = async (input, init) => {
    if (!network.up) throw new TypeError('Failed to fetch');
    const authorization = new Headers(init?.headers).get('authorization') ?? '';
    sent.push({
      token: authorization.replace(/^Bearer /, ''),
      operation: String(input).split('/').pop() ?? '',
      body: String(init?.body ?? ''),
    });
    return fetch(input, init);
  };
  const background = createBackground({ fetch: recording, now: () => time, random: () => 0.5 });
  return {
    sent,
    network,
    handlers: createHandlers(background),
    outbox: background.outbox,
    advance: (ms: number) => (time += ms),
  };
}

const pin = (documentId: string) => ({
  operation: 'pin' as const,
  request: { documentId, queries: [`identity ${documentId}`] },
  label: `Pin ${documentId}`,
});

async function pinsAs(token: string, documentId: string): Promise<unknown[]> {
  const answer = await call(harness.server, 'listpins', {}, { Authorization: `Bearer ${token}` });
  return (answer.json.pins as { documentId: string }[]).filter(
    (item) => item.documentId === documentId,
  );
}

describe('queued changes belong to whoever made them', () => {
  it('never sends a change under another identity, and sends it when its owner reconnects', async () => {
    harness.allow(harness.server.url);
    const serviceUrl = harness.server.url;
    const bg = recordedBackground();
    await bg.handlers.saveConnection({ serviceUrl, token: DEMO_TOKENS.user }, undefined);
    await bg.outbox.flush();

    // Failed: refused for good. Waiting: the network is down. Pending: queued behind it.
    const failed = await bg.handlers.write(
      {
        operation: 'movecollectionitem',
        request: { collectionId: 999, itemId: 'x' },
        label: 'Move',
      },
      undefined,
    );
    bg.network.up = false;
    const waiting = await bg.handlers.write(pin('DOC_140'), undefined);
    bg.network.up = true;
    const pending = await bg.handlers.write(pin('DOC_141'), undefined);
    expect([failed.state, waiting.state, pending.state]).toEqual(['failed', 'pending', 'pending']);
    const before = (await outboxEntries.get()).find((entry) => entry.id === pending.id);
    expect(before?.attempts).toBe(0);

    // Reconnect as the administrator, then try everything that could send a change.
    const made = bg.sent.length;
    await bg.handlers.saveConnection({ serviceUrl, token: DEMO_TOKENS.admin }, undefined);
    await bg.outbox.flush();
    bg.advance(3 * 60 * 60 * 1000);
    await bg.outbox.flush();
    for (const { id } of [failed, waiting, pending]) {
      const outcome = await bg.handlers.retryWrite({ id }, undefined);
      expect(outcome.state).toBe('paused');
      expect(outcome.error?.code).toBe(HELD_CODE);
    }
    await bg.handlers.retryAllWrites(undefined, undefined);
    await bg.outbox.resume();
    expect(bg.sent.slice(made)).toEqual([]);
    const held = await outboxEntries.get();
    expect(held.filter(isHeld).map((entry) => entry.id)).toEqual(
      expect.arrayContaining([failed.id, waiting.id, pending.id]),
    );
    expect(held[0]?.error?.message).toMatch(/another account.*Reconnect as that account/);
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain(
      DEMO_TOKENS.user,
    );
    expect(await pinsAs(DEMO_TOKENS.admin, 'DOC_140')).toEqual([]);

    // Back as the employee: the held changes go, with the employee's token.
    await bg.handlers.saveConnection({ serviceUrl, token: DEMO_TOKENS.user }, undefined);
    await bg.outbox.flush();
    const states = new Map((await outboxEntries.get()).map((entry) => [entry.id, entry.state]));
    expect(states.get(waiting.id)).toBe('done');
    expect(states.get(pending.id)).toBe('done');
    expect(states.get(failed.id)).toBe('failed');
    expect(await pinsAs(DEMO_TOKENS.user, 'DOC_140')).toHaveLength(1);
    expect(await pinsAs(DEMO_TOKENS.user, 'DOC_141')).toHaveLength(1);
    expect(bg.sent.length).toBeGreaterThan(made);
    expect(bg.sent.every((request) => request.token === DEMO_TOKENS.user)).toBe(true);
  });
});

describe('settleOwners', () => {
  const entry = (id: string, state: OutboxEntry['state'], owner?: OutboxEntry['owner']) => {
    const value: OutboxEntry = {
      id,
      operation: 'pin',
      request: {},
      label: id,
      state,
      createdAt: 1,
      updatedAt: 1,
      attempts: 0,
    };
    if (owner) value.owner = owner;
    return value;
  };

  it('adopts entries stored before owners existed, and holds only another identity', async () => {
    const alex = await ownerOf('http://127.0.0.1:9', { token: 'a' });
    const asSam = await ownerOf('http://127.0.0.1:9', { token: 'g', actAs: 'sam@acme.example' });
    expect(alex.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(alex.fingerprint).not.toBe(asSam.fingerprint);
    expect(
      (await ownerOf('http://127.0.0.1:9', { token: 'a', authType: 'OAUTH' })).fingerprint,
    ).not.toBe(alex.fingerprint);
    const settled = settleOwners(
      [entry('old', 'pending'), entry('sam', 'failed', asSam), entry('done', 'done', asSam)],
      alex,
      5,
    );
    expect(settled[0]).toMatchObject({ state: 'pending', owner: alex });
    expect(settled[1]).toMatchObject({ state: 'paused', error: { code: HELD_CODE } });
    expect(settled[1]?.error?.message).toContain('as sam@acme.example on http://127.0.0.1:9');
    expect(settled[2]?.state).toBe('done');
    // Back as Sam: his held entry is released, Alex's is now held.
    const back = settleOwners(settled, asSam, 6);
    expect(back[1]).toMatchObject({ state: 'pending', error: undefined });
    expect(isHeld(back[0] as OutboxEntry)).toBe(true);
    expect(settleOwners(settled, undefined, 7)).toEqual(settled);
    // An owner that does not read as one (a hand edit, a broken write) is held, not adopted.
    const [odd] = settleOwners(
      [{ ...entry('odd', 'pending'), owner: { fingerprint: 5 } as never }],
      alex,
      8,
    );
    expect(isHeld(odd as OutboxEntry)).toBe(true);
    expect(odd?.error?.message).toContain('with another account');
  });
});
