import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { signIn } from '../../../../../lib/background/auth/sign-in';
import { signOut } from '../../../../../lib/background/auth/sign-out';
import { forgetToken, saveConnection } from '../../../../../lib/background/connection/save';
import { ASK_ALARM, SHOW_ALARM } from '../../../../../lib/background/meetings/reminders';
import { meetingSchedule } from '../../../../../lib/background/meetings/schedule-store';
import { keptPageStatus } from '../../../../../lib/background/page-actions/kept-status';
import { rememberCollection } from '../../../../../lib/background/page-actions/recent';
import { connectionSettings } from '../../../../../lib/shared/storage/connection-settings';
import { FIRST_SCREEN_KEY } from '../../../../../lib/shared/storage/first-screen';
import { keepInput } from '../../../../../lib/shared/storage/kept-input';
import { meetingFocus } from '../../../../../lib/shared/storage/meeting-focus';
import { HIDDEN_KEY } from '../../../../../lib/shared/storage/meeting-reads';
import { outboxEntries } from '../../../../../lib/shared/storage/outbox-entries';
import { DEMO_TOKENS } from '../../../../../server/demo/identities';
import { connectionHarness } from '../../../../support/connection';
import { CLIENT_ID, fakeProvider, ISSUER, REDIRECT } from '../../../../support/fake-provider';

const harness = connectionHarness();

/** What the last person left: typing, reads, a first screen, meetings and their alarms, a queue. */
async function leaveTraces() {
  const { scope } = await connectionSettings.get();
  const now = Date.now();
  await keepInput('draft:206', scope, { title: 'Unsent salary review' }, now);
  await keepInput('pin:https://intranet.example/a', scope, { queries: ['layoffs'] }, now);
  await browser.storage.local.set({
    [FIRST_SCREEN_KEY]: { scope, pages: [] },
    'cache:feed': { scope, fetchedAt: now, value: {} },
    [HIDDEN_KEY]: [{ meeting: 'm1', documents: ['d1'] }],
  });
  await rememberCollection({ id: 1, name: 'Restructuring' });
  const reminder = { id: 'm1', title: 'Board: restructuring', start: now + 3_600_000 };
  await meetingSchedule.set({
    scope,
    reminders: [{ ...reminder, due: now + 3_000_000, askAt: now + 2_900_000, state: 'waiting' }],
  });
  await browser.alarms.create(`${ASK_ALARM}m1`, { when: now + 2_900_000 });
  await browser.alarms.create(`${SHOW_ALARM}m1`, { when: now + 3_000_000 });
  await meetingFocus.set({ id: 'm1', at: now });
  await keptPageStatus.keep({
    target: { url: 'https://intranet.example/a' },
    document: null,
    pins: [],
    holders: [],
    checked: 'all',
  } as never);
  await browser.storage.session.set({ refusedReads: { scope, day: 'x', kinds: {} } });
  await outboxEntries.set([
    {
      id: 'w1',
      operation: 'pin',
      request: { documentId: 'DOC_1', queries: ['q'] },
      label: 'Pin',
      state: 'paused',
      createdAt: 1,
      updatedAt: 1,
      attempts: 1,
    },
  ]);
}

/** The keys of the person's data still stored: only the outbox (waiting for its maker) may stay. */
async function whatIsLeft() {
  const local = Object.keys(await browser.storage.local.get(null));
  const session = Object.keys(await browser.storage.session.get(null));
  const alarms = (await browser.alarms.getAll()).map((alarm) => alarm.name);
  const settingsOnly = new Set(['connection', 'outbox', 'outboxSetAside', 'sidePanel']);
  return {
    // `<key>$version` is a stored item's shape version, beside its value.
    local: local.filter((key) => !settingsOnly.has(key.replace(/\$version$/, ''))),
    session,
    alarms: alarms.filter((name) => name.startsWith('meeting-')),
  };
}

describe('sign-out and a change of person leave nothing of the last person', () => {
  it('forgetting a pasted token forgets typing, reads, the first screen and meetings', async () => {
    harness.allow(harness.server.url);
    await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.user });
    await leaveTraces();
    await forgetToken();
    const left = await whatIsLeft();
    expect(left.local).toEqual([]);
    expect(left.alarms).toEqual([]);
    expect(await browser.storage.session.get(['keptPageStatus', 'refusedReads'])).toMatchObject({
      refusedReads: undefined,
    });
    expect(
      Object.keys(
        ((await browser.storage.session.get('keptPageStatus')).keptPageStatus ?? {}) as object,
      ),
    ).toEqual([]);
    // The queue keeps its rule: it waits for the person who made it.
    expect(await outboxEntries.get()).toHaveLength(1);
  });

  it('signing out of the company sign-in leaves nothing either', async () => {
    harness.allow(harness.server.url);
    harness.allow(ISSUER);
    const fake = fakeProvider({ tokens: [DEMO_TOKENS.oauth] });
    await signIn(
      { serviceUrl: harness.server.url, issuer: ISSUER, clientId: CLIENT_ID },
      { fetch: fake.fetch, redirectUri: REDIRECT, launch: async () => fake.approve() },
    );
    await leaveTraces();
    await signOut({ fetch: fake.fetch });
    const left = await whatIsLeft();
    expect(left.local).toEqual([]);
    expect(left.alarms).toEqual([]);
    expect(await outboxEntries.get()).toHaveLength(1);
  });

  it('a token for another person forgets the last one’s typing too', async () => {
    harness.allow(harness.server.url);
    await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.user });
    await leaveTraces();
    await saveConnection({ serviceUrl: harness.server.url, token: DEMO_TOKENS.admin });
    expect((await whatIsLeft()).local).toEqual([]);
  });
});
