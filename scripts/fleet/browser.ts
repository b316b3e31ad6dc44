/**
 * One simulated browser: the fake browser (wxt/testing) reset to a fresh profile, connected to
 * the fleet's service with the settings page's own `saveConnection`, and the extension's service
 * worker started by its own entrypoint (`entrypoints/background`: createBackground, the router,
 * the handlers, the outbox, the alarms). The person talks to it as the popup and the page panel
 * do: messages in the wire format of lib/shared/messages/send.ts, with a sender.
 */
import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { stubI18n } from '../../tests/support/i18n-stub';
import type { FakeClock } from './clock';

/** The address the simulated browsers are connected to (the model answers it in-process). */
export const SERVICE_URL = 'http://localhost:8787';

/** What the person's side needs of a running browser. */
export interface SimBrowser {
  /** The browser's one tab, which the person's pages open in. */
  tabId: number;
  /** Opens `url` in the browser's one tab. */
  visit(url: string): Promise<void>;
  /** Sends a message as the popup (an extension page) and answers its Result. */
  fromPopup(type: string, data?: unknown): Promise<{ ok: boolean; value?: unknown }>;
  /** Sends a message as the page panel in the tab. */
  fromPanel(type: string, data?: unknown): Promise<{ ok: boolean; value?: unknown }>;
  /** Moves time to `at`, firing the extension's alarms and timers on the way. */
  advanceTo(at: number): Promise<void>;
}

let messageId = 1;

// crypto.subtle hashes on Node's thread pool, which the fake clock cannot wait for: a worker
// step waiting on it would see time move meanwhile. The same SHA-256, answered at once.
Object.defineProperty(crypto.subtle, 'digest', {
  value: async (_algorithm: unknown, data: ArrayBufferView | ArrayBuffer) => {
    const bytes = ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);
    const digest = createHash('sha256').update(bytes).digest();
    return digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength);
  },
});

async function deliver(type: string, data: unknown, sender: object, clock: FakeClock) {
  let answer: unknown;
  let answered = false;
  const asked = performance.now();
  void fakeBrowser.runtime.onMessage.trigger(
    { id: messageId++, type, data, timestamp: Date.now() },
    sender,
    (response: unknown) => {
      answer = response;
      answered = true;
    },
  );
  // The person waits for the answer; time passes meanwhile (a read's retry waits on a timer).
  for (;;) {
    await clock.settle();
    if (answered) break;
    const next = clock.nextTimerAt();
    if (next !== undefined) await clock.advanceTo(next);
    // Nothing timed is left: the answer waits on real work (crypto.subtle, storage); performance.now
    // is the real clock.
    else if (performance.now() - asked > 60_000) throw new Error(`"${type}" was never answered.`);
  }
  return (answer as { res?: { ok: boolean; value?: unknown } }).res ?? { ok: false };
}

/** Fires every alarm due by now, as the browser does (a periodic one is set again). */
async function fireDueAlarms(clock: FakeClock): Promise<boolean> {
  const due = (await fakeBrowser.alarms.getAll()).filter((a) => a.scheduledTime <= clock.now());
  for (const alarm of due) {
    if (alarm.periodInMinutes) {
      await fakeBrowser.alarms.create(alarm.name, {
        when: alarm.scheduledTime + alarm.periodInMinutes * 60_000,
        periodInMinutes: alarm.periodInMinutes,
      });
    } else await fakeBrowser.alarms.clear(alarm.name);
    await fakeBrowser.alarms.onAlarm.trigger(alarm);
  }
  return due.length > 0;
}

/** Starts a fresh browser at the clock's time, connected with `token` through `fetch`. */
export async function startBrowser(
  clock: FakeClock,
  serviceFetch: typeof fetch,
  token: string,
): Promise<SimBrowser> {
  const { removeAllListeners } = await import('../../lib/shared/messages/receive');
  const { forgetTokenMemory } = await import('../../lib/background/connection/token-store');
  const { saveConnection } = await import('../../lib/background/connection/save');
  removeAllListeners();
  fakeBrowser.reset();
  stubI18n();
  // A managed policy is absent, and the person granted the service's origin in the settings page.
  fakeBrowser.storage.managed.get = (async () => ({})) as never;
  fakeBrowser.permissions.contains = (async () => true) as never;
  // Menus, commands and the toolbar button are not the fleet's business: the fake browser has
  // none, so their listeners are taken and never called.
  const silent = { addListener() {}, removeListener() {}, hasListener: () => false };
  Object.assign(fakeBrowser, {
    contextMenus: { onClicked: silent, create() {}, removeAll: async () => undefined },
    commands: { onCommand: silent },
  });
  fakeBrowser.action.setPopup = (async () => undefined) as never;
  indexedDB.deleteDatabase('workplace-knowledge-secrets');
  forgetTokenMemory();
  globalThis.fetch = serviceFetch;
  await saveConnection({ serviceUrl: SERVICE_URL, token });
  const worker = (await import('../../entrypoints/background/index')).default;
  worker.main();
  const tab = await fakeBrowser.tabs.create({ url: 'about:blank', active: true });
  await clock.settle();
  const tabId = tab.id as number;
  const id = fakeBrowser.runtime.id;
  return {
    tabId,
    async visit(url) {
      await fakeBrowser.tabs.update(tabId, { url });
      await clock.settle();
    },
    fromPopup: (type, data) =>
      deliver(type, data, { id, url: fakeBrowser.runtime.getURL('/popup.html') }, clock),
    fromPanel: async (type, data) => {
      const { url } = await fakeBrowser.tabs.get(tabId);
      return deliver(type, data, { id, url, tab: { id: tabId } }, clock);
    },
    async advanceTo(at) {
      for (;;) {
        const alarms = await fakeBrowser.alarms.getAll();
        const nextAlarm = Math.min(...alarms.map((alarm) => alarm.scheduledTime));
        await clock.advanceTo(Math.min(at, Math.max(nextAlarm, clock.now())));
        if (!(await fireDueAlarms(clock))) {
          if (clock.now() >= at) return;
        } else await clock.settle();
      }
    },
  };
}
