import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_TOKENS } from '../../server/demo/identities';
import { call } from '../support/service';
import { type ConnectedSession, sendFromPage, startServiceAndExtension } from './support/connect';

// Code passed to `evaluate` runs inside the extension, where `chrome` is the extension API.
declare const chrome: typeof import('wxt/browser').browser;

let running: ConnectedSession;

beforeAll(async () => {
  running = await startServiceAndExtension({ connect: false });
});
afterAll(() => running?.close());

async function fillConnection(token: string, actAs = '') {
  const page = await running.session.openExtensionPage('options.html');
  await page.getByLabel('Service address').fill(running.server.url);
  await page.getByLabel('Token', { exact: true }).fill(token);
  await page.getByLabel('Act as (e-mail)').fill(actAs);
  return page;
}

describe('connecting on the options page', () => {
  test('“Test connection” works with a good token', async () => {
    const page = await fillConnection(DEMO_TOKENS.user);
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect
      .poll(() => page.getByRole('status').allTextContents())
      .toContain(`Connected to ${running.server.url}.`);
    await page.close();
  });

  test('“Test connection” explains a bad token', async () => {
    const page = await fillConnection('not-a-real-token');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toMatch(/invalid or has expired/);
    await page.close();
  });

  test('“Test connection” explains a global token without an act-as e-mail', async () => {
    const page = await fillConnection(DEMO_TOKENS.global);
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/global token/);
    await page.close();
  });

  test('saving connects, and the token field is never filled back in', async () => {
    const page = await fillConnection(DEMO_TOKENS.user);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByRole('status').allTextContents())
      .toContain(`Saved. The extension is connected to ${running.server.url}.`);
    await page.reload();
    await page.getByText('A token is saved.').waitFor();
    expect(await page.getByLabel('Token', { exact: true }).inputValue()).toBe('');
    await page.close();
  });
});

describe('the token', () => {
  test('is unreachable from a content script and from the page', async () => {
    await sendFromPage(await running.messenger(), 'saveConnection', {
      serviceUrl: running.server.url,
      token: DEMO_TOKENS.user,
    });
    const page = await running.session.context.newPage();
    await page.goto(`${running.server.url}/docs/DOC_100`);
    const tabUrl = page.url();

    // The page's own world: no extension API, and its storage is the page origin's.
    const fromPage = await page.evaluate(async () => {
      const databases = (await indexedDB.databases?.()) ?? [];
      return {
        runtime: typeof (globalThis as { chrome?: { runtime?: { sendMessage?: unknown } } }).chrome
          ?.runtime?.sendMessage,
        databases: databases.map((database) => database.name),
        local: JSON.stringify({ ...localStorage }),
      };
    });
    expect(fromPage.runtime).toBe('undefined');
    expect(fromPage.databases).not.toContain('workplace-knowledge-secrets');
    expect(fromPage.local).not.toContain(DEMO_TOKENS.user);

    // A content script of this extension in that tab: everything it can reach.
    const fromContentScript = await running.session.serviceWorker.evaluate(async (url) => {
      const [tab] = await chrome.tabs.query({ url });
      const [injection] = await chrome.scripting.executeScript({
        target: { tabId: tab?.id ?? -1 },
        func: async () => {
          const seen: string[] = [];
          const record = (value: unknown) => seen.push(JSON.stringify(value ?? null));
          // Refused in Chromium (storage-access.ts): that refusal is what it reaches.
          await chrome.storage.local
            .get(null)
            .then(record, (error: Error) => seen.push(`local refused: ${error.message}`));
          await chrome.storage.session
            .get(null)
            .then(record, (error: Error) => seen.push(`session refused: ${error.message}`));
          const databases = (await indexedDB.databases?.()) ?? [];
          record(databases.map((database) => database.name));
          for (const type of ['getConnection', 'read', 'testConnection']) {
            record(
              await chrome.runtime.sendMessage({
                id: 1,
                type,
                data: type === 'read' ? { kind: 'feed' } : undefined,
                timestamp: Date.now(),
              }),
            );
          }
          return seen;
        },
      });
      return injection?.result as string[];
    }, tabUrl);
    expect(fromContentScript.length).toBeGreaterThan(4);
    for (const seen of fromContentScript) expect(seen).not.toContain(DEMO_TOKENS.user);
    expect(fromContentScript.join('\n')).toContain('not available from a page');
    await page.close();
  });
});

describe('the outbox', () => {
  test('a write made while the service is stopped is delivered after it restarts', async () => {
    const messenger = await running.messenger();
    await sendFromPage(messenger, 'saveConnection', {
      serviceUrl: running.server.url,
      token: DEMO_TOKENS.user,
    });
    await running.stopService();
    const queued = (await sendFromPage(messenger, 'write', {
      operation: 'pin',
      request: { documentId: 'DOC_140', queries: ['queued while offline'] },
      label: 'Pin “Doc 140”',
    })) as { ok: boolean; value: { state: string; error?: { message: string } } };
    expect(queued.ok).toBe(true);
    expect(queued.value.state).toBe('pending');
    expect(queued.value.error?.message).toMatch(/Can't reach the service/);

    await running.restartService();
    const pinsOfDocument = async () => {
      const { json } = await call(running.server, 'listpins', {});
      return (json.pins as { documentId: string; queries: string[] }[]).filter(
        (pin) => pin.documentId === 'DOC_140',
      );
    };
    await expect.poll(pinsOfDocument, { timeout: 45_000, interval: 500 }).toHaveLength(1);
    expect((await pinsOfDocument())[0]?.queries).toEqual(['queued while offline']);
  });
});
