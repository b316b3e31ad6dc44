// `npm run screenshots`: the popup (and its welcome before any connection), a collection, the
// collections page, the settings page, the page panel, the side panel and the draft page against the reference
// service, in the light and the dark theme, written to .data/screenshots/ for a person
// to look at. `npm run screenshots -- --docs` also refreshes the README's pictures in
// docs/screenshots/. `--lang de` takes them in a German browser (names end in -de), to see that
// the layouts hold with German's longer words. Builds the e2e variant of the extension first (it
// may reach the loopback service without a prompt).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_TOKENS } from '../server/demo/identities';
import {
  type ConnectedSession,
  sendFromPage,
  startServiceAndExtension,
} from '../tests/e2e/support/connect';
import { screenshotFile, shootSidePanel } from './side-panel-screenshots';

const langAt = process.argv.indexOf('--lang');
const language = langAt > 0 ? (process.argv[langAt + 1] ?? 'en') : 'en';
const suffix = language === 'en' ? '' : `-${language}`;
const catalogue = JSON.parse(
  readFileSync(resolve(`public/_locales/${language}/messages.json`), 'utf8'),
) as Record<string, { message: string }>;
/** A message of the chosen language, with $1, $2… filled in, to find controls by their name. */
const text = (key: string, ...values: string[]) =>
  (catalogue[key]?.message ?? key).replace(
    /\$(\d)/g,
    (_, n: string) => values[Number(n) - 1] ?? '',
  );

const folder = resolve('.data/screenshots');
/** The pictures the README shows, copied to docs/screenshots/ with --docs. */
const FOR_DOCS = [
  'popup-feed-light',
  'popup-feed-dark',
  'popup-meeting-light',
  'popup-meeting-dark',
  'popup-event-light',
  'popup-collection-light',
  'page-panel-light',
  'page-panel-dark',
  'side-panel-light',
  'side-panel-dark',
  'draft-page-light',
];
mkdirSync(folder, { recursive: true });

console.log('› Building the extension (e2e mode)…');
const build = spawnSync('npx', ['wxt', 'build', '--mode', 'e2e'], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) {
  console.error('✖ The extension did not build (see above).');
  process.exit(build.status ?? 1);
}

const SCHEMES = ['light', 'dark'] as const;
const FULL_PAGE = ['draft', 'collections-page', 'settings'];
const written: string[] = [];

async function shoot(page: Page, name: string) {
  for (const colorScheme of SCHEMES) {
    await page.emulateMedia({ colorScheme });
    const path = join(folder, `${name}-${colorScheme}${suffix}.png`);
    // Whole pages where they are taller than the window (a collection's items, the settings).
    await page.screenshot({ path, fullPage: FULL_PAGE.some((prefix) => name.startsWith(prefix)) });
    written.push(path);
  }
}

async function popup(connected: ConnectedSession): Promise<Page> {
  const page = await connected.session.context.newPage();
  await page.setViewportSize({ width: 400, height: 580 });
  await page.goto(`chrome-extension://${connected.session.extensionId}/popup.html`);
  await page.locator('.wk-feed, .wk-empty, [role="alert"]').first().waitFor();
  return page;
}

let connected: ConnectedSession | undefined;
try {
  // The demo employee: a calendar, announcements and suggestions.
  connected = await startServiceAndExtension({ token: DEMO_TOKENS.user, language });
  const page = await popup(connected);
  // The "Next meeting" card above it: the demo's meeting 10 minutes after the service started.
  const card = page.locator('.wk-meeting');
  await card.locator('ul').waitFor();
  for (const colorScheme of SCHEMES) {
    await page.emulateMedia({ colorScheme });
    const path = join(folder, `popup-meeting-${colorScheme}${suffix}.png`);
    await card.screenshot({ path });
    written.push(path);
  }
  await shoot(page, 'popup-feed');

  await page
    .getByRole('button', { name: text('popupEventShowDetails') })
    .first()
    .click();
  await page.locator('.wk-event-details').first().waitFor();
  await shoot(page, 'popup-event');

  await page.getByRole('tab', { name: text('popupTabBoards') }).click();
  await page.locator('.wk-boards').waitFor();
  await shoot(page, 'popup-boards');

  // A collection the employee may reorder ("Platform team"), in the popup's Collections tab.
  await page.getByRole('tab', { name: text('popupTabCollections') }).click();
  await page
    .getByRole('button', { name: /Platform team/ })
    .first()
    .click();
  await page.locator('.wk-collections__detail[aria-busy="false"]').waitFor();
  await shoot(page, 'popup-collection');

  // The page panel on one of the service's document pages, opened as the popup's button does.
  const document = await connected.session.context.newPage();
  await document.setViewportSize({ width: 1100, height: 640 });
  await document.goto(`${connected.server.url}/docs/DOC_100`);
  const tabId = await connected.session.serviceWorker.evaluate(async (url) => {
    const api = (globalThis as unknown as { chrome: typeof import('wxt/browser').browser }).chrome;
    return (await api.tabs.query({ url }))[0]?.id;
  }, document.url());
  await sendFromPage(await connected.messenger(), 'openPageActions', { tabId, action: 'pin' });
  // The panel is an extension page in a frame (its host's shadow root is open in the e2e build).
  await document
    .locator('[data-wk-page-panel] iframe[src]')
    .contentFrame()
    .getByRole('button', { name: text('panelPin'), exact: true })
    .waitFor();
  await shoot(document, 'page-panel');

  // The side panel beside that document page, with its strip for the page.
  written.push(
    ...(await shootSidePanel(
      connected,
      screenshotFile(folder, 'side-panel', suffix),
      '.wk-strip__title',
    )),
  );

  const draft = await connected.session.context.newPage();
  await draft.setViewportSize({ width: 900, height: 900 });
  await draft.goto(`chrome-extension://${connected.session.extensionId}/draft.html?id=206`);
  await draft.getByLabel(text('draftTitle'), { exact: true }).waitFor();
  await shoot(draft, 'draft-page');

  // The collections page, a whole tab, with the collection the employee may edit.
  const collections = await connected.session.context.newPage();
  await collections.setViewportSize({ width: 1000, height: 700 });
  await collections.goto(
    `chrome-extension://${connected.session.extensionId}/collections.html?id=3`,
  );
  await collections.locator('.wk-collections__detail[aria-busy="false"]').waitFor();
  await collections.locator('.wk-collections__items > li').first().waitFor();
  await shoot(collections, 'collections-page');

  // The settings page, connected: the connection and the keyboard shortcuts.
  const settings = await connected.session.context.newPage();
  await settings.setViewportSize({ width: 900, height: 700 });
  await settings.goto(`chrome-extension://${connected.session.extensionId}/options.html`);
  await settings.getByRole('heading', { name: text('optionsShortcutsHeading') }).waitFor();
  await settings.locator('.wk-shortcuts kbd').first().waitFor();
  await shoot(settings, 'settings');

  await connected.stopService();
  const offline = await popup(connected);
  await offline.getByText(/Offline/).waitFor();
  await shoot(offline, 'popup-offline');

  // Two changes made while the service is away wait in the outbox, with "Retry all".
  const messenger = await connected.messenger();
  for (const query of ['release', 'rollback']) {
    await sendFromPage(messenger, 'write', {
      operation: 'pin',
      request: { documentId: 'DOC_100', queries: [query] },
      label: text('pageActionsLabelPin', 'Deploy checklist', `“${query}”`),
    });
  }
  // "Try all now" while they wait, "Retry all" once one has failed.
  const again = [text('popupOutboxTryAllNow'), text('popupOutboxRetryAll')].join('|');
  await offline.getByRole('button', { name: new RegExp(`^(${again})$`) }).waitFor();
  await shoot(offline, 'popup-outbox');
  await connected.close();

  // Before any connection: the popup's welcome, which leads to the settings.
  connected = await startServiceAndExtension({ connect: false, language });
  const welcome = await connected.session.context.newPage();
  await welcome.setViewportSize({ width: 400, height: 580 });
  await welcome.goto(`chrome-extension://${connected.session.extensionId}/popup.html`);
  await welcome.getByRole('heading', { name: text('popupWelcomeTitle') }).waitFor();
  await shoot(welcome, 'popup-welcome');
  await connected.close();

  // The administrator: the Invite tab.
  connected = await startServiceAndExtension({ token: DEMO_TOKENS.admin, language });
  const admin = await popup(connected);
  await admin.getByRole('tab', { name: text('popupTabInvite') }).click();
  await admin.locator('.wk-invite').waitFor();
  await shoot(admin, 'popup-invite');
  console.log(`✔ ${written.length} screenshots in ${folder}`);
  if (process.argv.includes('--docs')) {
    const docs = resolve('docs/screenshots');
    mkdirSync(docs, { recursive: true });
    for (const name of FOR_DOCS)
      copyFileSync(join(folder, `${name}${suffix}.png`), join(docs, `${name}${suffix}.png`));
    console.log(`✔ ${FOR_DOCS.length} of them copied to ${docs} for the README`);
  }
} catch (error) {
  console.error(`✖ Screenshots failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await connected?.close().catch(() => undefined);
}
