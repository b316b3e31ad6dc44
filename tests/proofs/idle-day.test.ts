import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import background from '../../entrypoints/background/index';
import { saveConnection } from '../../lib/background/connection/save';
import { forgetTokenMemory } from '../../lib/background/connection/token-store';
import { removeAllListeners } from '../../lib/shared/messages/receive';

const SERVICE = 'https://kb.acme.example';
const PAGE = 'https://intranet.acme.example/wiki/deploy';
const HOUR = 60 * 60_000;

const realFetch = globalThis.fetch;

/** Every request the worker sends, by operation. */
let sent: string[] = [];

/** A meeting the person accepted, `hours` after the test's start, as the feed carries it. */
function meeting(id: string, hours: number) {
  const start = Date.now() + hours * HOUR;
  return {
    category: 'EVENT',
    primaryEntry: {
      title: `Meeting ${id}`,
      event: {
        id,
        url: `${SERVICE}/calendar/${id}`,
        time: {
          start: new Date(start).toISOString(),
          end: new Date(start + HOUR / 2).toISOString(),
        },
        attendees: { people: [{ self: true, responseStatus: 'ACCEPTED' }] },
      },
    },
  };
}

/** The meetings the service's feed and getevents answer (none unless a test sets them). */
let meetings: ReturnType<typeof meeting>[] = [];

/**
 * The company's service at the fetch boundary, answering at once (no network, so the fake
 * clock drives everything): the page's document with its own collections and pins, and an
 * empty object for anything else.
 */
async function service(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const operation = String(input).split('/').pop() ?? '';
  sent.push(operation);
  if (operation === 'getdocuments') {
    const { documentSpecs } = JSON.parse(String(init?.body)) as {
      documentSpecs: { url: string }[];
    };
    const documents = Object.fromEntries(
      documentSpecs.map(({ url }) => [
        url,
        {
          id: 'DOC_1',
          title: 'Deploy',
          url,
          metadata: { collections: [{ id: 7, name: 'Ops' }], pins: [] },
        },
      ]),
    );
    return Response.json({ documents });
  }
  if (operation === 'feed') return Response.json({ results: meetings });
  if (operation === 'getevents') {
    const { ids } = JSON.parse(String(init?.body)) as { ids: string[] };
    return Response.json({
      events: meetings.filter((result) => ids.includes(result.primaryEntry.event.id)),
    });
  }
  // A pin of a document the service does not know: refused for good (the seed's 400).
  if (operation === 'pin')
    return Response.json({ message: 'documentId: no document' }, { status: 400 });
  return Response.json({});
}

/** Fires the alarms that are due, as the browser does: a one-off alarm once, a periodic again. */
async function fireDueAlarms(): Promise<void> {
  for (const alarm of await fakeBrowser.alarms.getAll()) {
    if (alarm.scheduledTime > Date.now()) continue;
    if (alarm.periodInMinutes) {
      await fakeBrowser.alarms.create(alarm.name, {
        when: alarm.scheduledTime + alarm.periodInMinutes * 60_000,
        periodInMinutes: alarm.periodInMinutes,
      });
    } else {
      await fakeBrowser.alarms.clear(alarm.name);
    }
    await fakeBrowser.alarms.onAlarm.trigger(alarm);
  }
}

/**
 * Lets `ms` of the day pass in 30-second steps (the shortest alarm period browsers honour).
 * `answered`: after each step, what the alarms started (a request and its answer's body, read
 * on the real event loop) is let finish before the clock moves on, as it does in a real
 * browser in milliseconds; otherwise a reply lands whole steps of the simulated day later.
 */
async function live(ms: number, answered = false): Promise<void> {
  for (let passed = 0; passed < ms; passed += 30_000) {
    await vi.advanceTimersByTimeAsync(30_000);
    await fireDueAlarms();
    // Until every reminder whose alarm fired has had its read answered (no longer waiting),
    // bounded by real time: on a loaded machine the read outlasted the 500 turns of the event
    // loop this waited before, simulated time went on, and the reminder came too late to be
    // shown (run 139: EV2's notification missing, its read sent).
    const end = performance.now() + 10_000;
    while (answered) {
      const { meetingSchedule } = await fakeBrowser.storage.local.get('meetingSchedule');
      const reminders = (meetingSchedule as { reminders?: { askAt: number; state: string }[] })
        ?.reminders;
      if (!reminders?.some((r) => r.state === 'waiting' && r.askAt <= Date.now())) break;
      if (performance.now() > end) throw new Error('A due reminder’s read got no answer in 10 s');
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

/** Sends the worker a message as an extension page does, and waits for its answer. */
async function ask(type: string, data: unknown): Promise<unknown> {
  let answer: unknown;
  void fakeBrowser.runtime.onMessage.trigger(
    { id: 1, type, data, timestamp: Date.now() },
    { id: fakeBrowser.runtime.id, url: `chrome-extension://${fakeBrowser.runtime.id}/popup.html` },
    (response: unknown) => {
      answer = response;
    },
  );
  await vi.waitUntil(() => answer, { timeout: 5000 });
  return (answer as { res?: unknown }).res;
}

beforeEach(async () => {
  fakeBrowser.reset();
  forgetTokenMemory();
  indexedDB.deleteDatabase('workplace-knowledge-secrets');
  fakeBrowser.permissions.contains = vi.fn(async () => true) as never;
  fakeBrowser.storage.managed.get = vi.fn(async () => ({})) as never;
  vi.spyOn(fakeBrowser.tabs, 'get').mockImplementation((async (id: number) => ({
    id,
    url: PAGE,
    title: 'Deploy',
  })) as never);
  // What the fake browser leaves out, and the worker only registers listeners on or calls
  // without reading anything.
  const browser = fakeBrowser as unknown as Record<string, Record<string, unknown>>;
  browser.contextMenus = {
    onClicked: { addListener: vi.fn() },
    removeAll: vi.fn(async () => {}),
    create: vi.fn(),
  };
  browser.commands = { onCommand: { addListener: vi.fn() } };
  browser.action = { ...browser.action, setPopup: vi.fn(async () => {}) };
  // Only fetch is replaced (unstubbing every global would take the fake `chrome` too).
  globalThis.fetch = service as typeof fetch;
  await saveConnection({ serviceUrl: SERVICE, token: 'a-pasted-token' });
  sent = [];
  meetings = [];
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
});

afterEach(() => {
  vi.useRealTimers();
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
  removeAllListeners();
});

/** The worker as the browser starts it: its entrypoint, then the browser's start-up event. */
async function startWorker(): Promise<void> {
  background.main();
  await fakeBrowser.runtime.onStartup.trigger();
  await vi.advanceTimersByTimeAsync(1000);
}

describe('a day of a browser nobody uses', () => {
  it('sends no request in 24 hours, and leaves no alarm that would read', async () => {
    // What an earlier version left: the page-status index and its 15-minute alarm.
    await fakeBrowser.storage.local.set({ pageStatusIndex: { scope: 'x', builtAt: 0 } });
    await fakeBrowser.alarms.create('page-status-index', { periodInMinutes: 15 });
    await startWorker();
    expect(await fakeBrowser.storage.local.get('pageStatusIndex')).toEqual({});
    expect(await fakeBrowser.alarms.getAll()).toEqual([]);
    await live(24 * HOUR);
    console.log(`idle browser, 24 simulated hours: ${sent.length} requests`);
    expect(sent).toEqual([]);
  });

  it('sends at most 2 requests in the 24 hours after one page status', async () => {
    await startWorker();
    const answer = (await ask('pageStatus', { tabId: 5 })) as {
      ok: boolean;
      value: { holders: unknown[] };
    };
    expect(answer.ok).toBe(true);
    expect(answer.value.holders).toEqual([{ id: 7, name: 'Ops' }]);
    await live(24 * HOUR);
    console.log(`one page status, then 24 simulated hours: ${sent.length} requests (${sent})`);
    expect(sent.length).toBeLessThanOrEqual(2);
    expect(sent).toEqual(['getdocuments']);
  });

  it('sends at most 3 requests in the 24 hours after a feed with three meetings', async () => {
    await startWorker();
    meetings = [meeting('EV1', 1), meeting('EV2', 4.5), meeting('EV3', 7)];
    expect(((await ask('read', { kind: 'feed' })) as { ok: boolean }).ok).toBe(true);
    sent = [];
    await live(24 * HOUR, true);
    console.log(`three meetings, then 24 simulated hours: ${sent.length} requests (${sent})`);
    expect(sent).toEqual(['getevents', 'getevents', 'getevents']);
    expect(Object.keys(await fakeBrowser.notifications.getAll())).toEqual([
      'meeting:EV1',
      'meeting:EV2',
      'meeting:EV3',
    ]);
    expect(await fakeBrowser.alarms.getAll()).toEqual([]);
  });

  it('sends nothing in the 24 hours after a feed with three meetings, reminders off', async () => {
    await fakeBrowser.storage.local.set({ meetingReminder: { minutes: 0 } });
    await startWorker();
    meetings = [meeting('EV1', 1), meeting('EV2', 4.5), meeting('EV3', 7)];
    await ask('read', { kind: 'feed' });
    sent = [];
    await live(24 * HOUR);
    expect(sent).toEqual([]);
    expect(await fakeBrowser.alarms.getAll()).toEqual([]);
  });

  it('tries a change the service refused for good once, then reads nothing more all day', async () => {
    await startWorker();
    const outcome = (await ask('write', {
      operation: 'pin',
      request: { documentId: 'DOC_GONE', queries: ['gone'] },
      label: 'Pin',
    })) as { ok: boolean; value: { state: string } };
    expect(outcome.value.state).toBe('failed');
    await live(24 * HOUR);
    console.log(`a refused change, then 24 simulated hours: ${sent.length} requests (${sent})`);
    expect(sent).toEqual(['pin']);
    expect(await fakeBrowser.alarms.getAll()).toEqual([]);
  });
});
