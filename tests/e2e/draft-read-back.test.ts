import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { DEMO_TOKENS } from '../../server/demo/identities';
import { call } from '../support/service';
import { type ConnectedSession, sendFromPage, startServiceAndExtension } from './support/connect';
import { type RecordingProxy, startRecordingProxy } from './support/recording-proxy';

// Alex's own unpublished draft "Lunch and learn: contract testing" (announcement 106), on the
// social feed. The service keeps what an update leaves out, so a cleared time comes back.
declare const chrome: typeof import('wxt/browser').browser;

const DRAFT = 206;
// “Saved.”, or once the read-back came, “Saved, but the service keeps an end time…”.
const SAVED = /^Saved/;
const END = '2030-04-04T10:00:00.000Z';

// Issue 45's sequence, as a person does it on the draft page: clear "Show until" and save; as
// soon as "Saved" shows, switch the channel to Main and save again. The read-back after the
// first save must not undo the switch, nor move the cursor.
describe('an edit made right after “Saved” reaches the service', () => {
  let connected: ConnectedSession;
  let proxy: RecordingProxy;
  beforeAll(async () => {
    connected = await startServiceAndExtension({
      connect: false,
      server: { draftOmitted: 'keep' },
    });
    proxy = await startRecordingProxy(connected.server.url);
    const saved = (await sendFromPage(await connected.messenger(), 'saveConnection', {
      serviceUrl: proxy.url,
      token: DEMO_TOKENS.user,
    })) as { ok: boolean };
    expect(saved.ok).toBe(true);
  });
  afterAll(async () => {
    await connected?.close();
    await proxy?.close();
  });
  beforeEach(async () => {
    proxy.delays.clear();
    // Each run starts from the social feed with an end time set.
    const reset = await call(connected.server, 'updatedraftannouncement', {
      draftId: DRAFT,
      id: 106,
      title: 'Lunch and learn: contract testing',
      channel: 'SOCIAL_FEED',
      endTime: END,
    });
    expect(reset.status).toBe(200);
  });

  const serviceDraft = async () =>
    (await call(connected.server, 'getdraftannouncement', { id: DRAFT })).json.announcement;

  async function clearEndAndSave(): Promise<{ page: Page; opened: number }> {
    const page = await connected.session.openExtensionPage(`draft.html?id=${DRAFT}`);
    await page.getByLabel('Title', { exact: true }).waitFor();
    const opened = readsAnswered().asked;
    expect(await page.getByLabel('Channel').inputValue()).toBe('SOCIAL_FEED');
    await page.getByLabel('Show until').fill('');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText(SAVED).waitFor();
    return { page, opened };
  }

  /** How many draft reads the proxy has been asked for, and how many it has answered. */
  const readsAnswered = () => ({
    asked: proxy.operations.filter((op) => op === 'getdraftannouncement').length,
    answered: proxy.calls.filter((c) => c.operation === 'getdraftannouncement').length,
  });

  /**
   * The second save was sent and taken: Main at the service, and on screen. `opened`: the draft
   * reads answered once the page had opened, before either save.
   */
  async function mainReachedTheService(page: Page, opened: number) {
    await expect.poll(async () => (await serviceDraft()).channel, { timeout: 5000 }).toBe('MAIN');
    expect(await page.getByText('Nothing changed, so nothing was sent.').count()).toBe(0);
    // Once every read-back has come (two saves, two read-backs, each answered by the proxy),
    // the screen still shows Main, and the kept time.
    await expect
      .poll(() => readsAnswered(), { timeout: 10_000 })
      .toEqual({ asked: opened + 2, answered: opened + 2 });
    expect(await page.getByLabel('Channel').inputValue()).toBe('MAIN');
    expect(await page.getByLabel('Show until').inputValue()).not.toBe('');
  }

  test.each([1, 2, 3])('run %i: Main chosen and saved as soon as “Saved” shows', async () => {
    const { page, opened } = await clearEndAndSave();
    await page.getByLabel('Channel').selectOption('MAIN');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await mainReachedTheService(page, opened);
    await page.close();
  });

  test.each([1, 2, 3])(
    'run %i: the read-back answers 1.5 s late, between choosing Main and pressing Save',
    async () => {
      proxy.delays.set('getdraftannouncement', 1500);
      const { page, opened } = await clearEndAndSave();
      const reads = proxy.calls.filter((c) => c.operation === 'getdraftannouncement').length;
      await page.waitForTimeout(1000);
      await page.getByLabel('Channel').selectOption('MAIN');
      // The person is typing in the title when the late read-back lands.
      const title = page.getByLabel('Title', { exact: true });
      await title.click();
      await title.press('End');
      await title.pressSequentially(' (room Ada)');
      await title.press('ArrowLeft');
      await expect
        .poll(() => proxy.calls.filter((c) => c.operation === 'getdraftannouncement').length)
        .toBeGreaterThan(reads);
      // What was chosen and typed before the read-back landed is still on screen.
      expect(await page.getByLabel('Channel').inputValue()).toBe('MAIN');
      expect(await title.inputValue()).toBe('Lunch and learn: contract testing (room Ada)');
      // Not drawn anew under the cursor: the same field has the focus, the caret is where it was.
      const caret = await title.evaluate((input: HTMLInputElement) => ({
        focused: document.activeElement === input,
        at: input.selectionStart,
        length: input.value.length,
      }));
      expect(caret).toEqual({ focused: true, at: caret.length - 1, length: caret.length });
      await page.getByRole('button', { name: 'Save draft' }).click();
      await mainReachedTheService(page, opened);
      expect((await serviceDraft()).title).toBe('Lunch and learn: contract testing (room Ada)');
      await page.close();
    },
  );

  test('a change made elsewhere replaces the copy the page kept, and the next save keeps it', async () => {
    // The page shows what the service holds when it opens, not what it showed before (the
    // service's answer held 1.5 s), and a save sends no field the person did not touch back.
    let page = await connected.session.openExtensionPage(`draft.html?id=${DRAFT}`);
    await page.getByLabel('Title', { exact: true }).waitFor();
    await page.close();
    const changed = await call(connected.server, 'updatedraftannouncement', {
      draftId: DRAFT,
      id: 106,
      title: 'Changed on another device',
    });
    expect(changed.status).toBe(200);
    proxy.delays.set('getdraftannouncement', 1500);

    page = await connected.session.openExtensionPage(`draft.html?id=${DRAFT}`);
    const title = page.getByLabel('Title', { exact: true });
    await expect
      .poll(() => title.inputValue(), { timeout: 10_000 })
      .toBe('Changed on another device');
    await page.getByLabel('Emoji').fill('🧪');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText(SAVED).waitFor();
    expect(await serviceDraft()).toMatchObject({ title: 'Changed on another device', emoji: '🧪' });
    await page.close();
  });

  test('a tab with unsent edits asks before it closes; once saved, it closes without asking', async () => {
    const page = await connected.session.openExtensionPage(`draft.html?id=${DRAFT}`);
    const title = page.getByLabel('Title', { exact: true });
    await title.waitFor();
    await title.press('End');
    await title.pressSequentially(' (asked)');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => dialogs).toEqual(['beforeunload']);
    expect(page.isClosed()).toBe(false);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText(SAVED).waitFor();
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => page.isClosed()).toBe(true);
    expect(dialogs).toEqual(['beforeunload']);
  });

  test('edits typed before the tab crashed are back when the draft is opened again', async () => {
    const page = await connected.session.openExtensionPage(`draft.html?id=${DRAFT}`);
    await page.getByLabel('Title', { exact: true }).waitFor();
    await page.getByLabel('Emoji').fill('🧯');
    // Kept on the device once typing rests: then the tab crashes.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const { keptInput } = await chrome.storage.local.get('keptInput');
            return ((keptInput ?? []) as { target: string }[]).map((entry) => entry.target);
          }),
        { timeout: 10_000 },
      )
      .toContain(`draft:${DRAFT}`);
    const crashed = page.waitForEvent('crash');
    const devtools = await connected.session.context.newCDPSession(page);
    void devtools.send('Page.crash').catch(() => undefined);
    await crashed;
    await page.close();
    const again = await connected.session.openExtensionPage(`draft.html?id=${DRAFT}`);
    await again.getByText(/did not save is back/).waitFor();
    expect(await again.getByLabel('Emoji').inputValue()).toBe('🧯');
    await again.getByRole('button', { name: 'Discard' }).click();
    expect(await again.getByLabel('Emoji').inputValue()).toBe((await serviceDraft()).emoji);
    await again.close();
  });
});
