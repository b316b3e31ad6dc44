import preact from '@preact/preset-vite';
import type { PluginOption, UserConfig } from 'vite';
import { defineConfig } from 'wxt';
import { leanPreload } from './scripts/vite/lean-preload';
import { pageNames } from './scripts/vite/page-names';
import { popupHtml } from './scripts/vite/popup-html';
import { workerMinify } from './scripts/vite/worker-minify';

/**
 * The end-to-end build (`wxt build --mode e2e`) is the one build that may reach the
 * reference service on loopback without a user gesture: a headless test cannot answer
 * the native permission prompt that a real person answers when they connect.
 */
const LOOPBACK_HOSTS = ['http://127.0.0.1/*', 'http://localhost/*'];

/**
 * The demo and end-to-end Chromium builds carry this public key so their extension id is
 * meompmifbppdkljikflbpopfciciifnj wherever the build folder is: the reference provider has
 * that id's redirect address (https://<id>.chromiumapp.org/) registered for the demo client.
 * Only the public half; a store build gets its id from the store and has no key.
 */
const DEMO_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEApznh3zcGBXL5CBteyhBVlRqpUoKsTyuOQ9rzvK8agxPvg2HYtz8NzeoVKDbbSuT+CqkEhAeZIOQKwuVfFUnZHg1ycLIdZN8rapZFiaKoP6QXYJQJtEkE8H7XwUzZkfJcd0zEN+vq/bvn4DnVC9GcxAK1tvg8x0s/8B3DsqyGUWRS4GtxDPakW3ftQaBiHRqiudAbdUIcKl43dgEX5WNI3TdQozUjvTwseY9jKFSmAFoxsFV8/SoOEgloznjJlVoqiaG0/kMc+p61Bx7pWV32HZTSjNnxuEqoUTTlzJBcuyqecCIud0hkXP3JrRzBc28BDx3RKKqZIjV4GSpUqGts3QIDAQAB';

/**
 * What every page draws its first frame with, shared by the HTML pages in two chunks rather
 * than many small ones: one file to fetch and compile per kind, one gzip stream each.
 * `first-data`: no Preact (sending a message, errors in words, the extension API, URL and time
 * helpers, the lean preload helper, the quoting of a page's title that the strip shares with the
 * page panel: on its own it was a fourth script of the popup; which side panel API the browser
 * has, which the popup's first screen and the options page ask: the same), what the popup's first screen needs, which it draws
 * without Preact (components/first-screen); the theme's style sheet and WXT's (empty) page
 * plugin module are in it too: on their own they made an empty script chunk that each page
 * fetched before its first frame. `first-frame`: Preact and the views every page's first frame
 * draws with (a cached read's state, the skeleton and notice), and what only Preact's screens
 * call (the loading state's check, opening the options page): every popup opening fetches
 * first-data, and first-frame only once its full screen follows. Only in the build of the HTML
 * pages (the worker and the injected panel are single files).
 */
const FIRST_DATA =
  /node_modules[\\/](@wxt-dev[\\/]browser|wxt[\\/]dist[\\/]browser)|preload-helper|lib[\\/]shared[\\/](errors[\\/]api-error|result|i18n|quote|side-panel-kind|messages[\\/]send|storage[\\/]first-screen|urls[\\/]http-url)\.ts$|lib[\\/]ui[\\/](ask|open-tab|first-screen-mirror|feed[\\/]time)\.ts$|assets[\\/]styles[\\/]theme\.css$|virtual:wxt-(html-)?plugins/;
const FIRST_FRAME =
  /node_modules[\\/]preact[\\/]|lib[\\/]ui[\\/](hooks[\\/]use-read|loading|open-options|feed[\\/]clock)\.ts$|components[\\/]ui[\\/](skeleton|notice-banner|read-status|lazy)\.tsx$/;

/**
 * What the page panel's frame (`page-panel-frame`) and its two views share: the private port,
 * the panel's asks, the actions' outcomes, the prefill, unsent input kept and its notice. The
 * first screen loads it all (the view it opens with imports the half the frame itself does not),
 * so one chunk, one gzip stream: as two it was one more file and its imports (issue 56). The
 * side panel's views load it with them, as before.
 */
const PANEL_SHARED =
  /lib[\\/]ui[\\/](panel[\\/](frame-page|frame-port|panel-ask|panel-words|panel-actions|page-prefill)\.ts|hooks[\\/]use-kept-input\.ts)$|lib[\\/]shared[\\/]notices\.ts$|components[\\/]panel[\\/]restored-notice\.tsx$/;

function firstScreenChunk(): PluginOption {
  return {
    name: 'wk-first-frame-chunk',
    config(config) {
      const input = config.build?.rollupOptions?.input;
      const pages =
        input &&
        typeof input === 'object' &&
        Object.values(input).some((file) => String(file).endsWith('.html'));
      if (!pages) return;
      return {
        build: {
          // Chromium and Firefox preload modules natively: no polyfill (a file of its own).
          modulePreload: { polyfill: false },
          rollupOptions: {
            output: {
              // Six characters of hash rather than Rollup's eight (its least for a build of
              // this many chunks): a chunk's name is in every import of it and in the lazy
              // imports' preload lists, where its hash does not compress (the page panel's
              // frame -41 B). The kept first frame still knows its build: it is named by the
              // popup's main script (lib/ui/page-scripts.ts), whose hash changes with its own
              // text, and so with any chunk it imports, whose new name is in that text.
              chunkFileNames: 'chunks/[name]-[hash:6].js',
              codeSplitting: {
                groups: [
                  { name: 'first-data', test: FIRST_DATA },
                  { name: 'first-frame', test: FIRST_FRAME },
                  { name: 'frame-page', test: PANEL_SHARED },
                ],
              },
            },
          },
        },
      } as UserConfig;
    },
  };
}

export default defineConfig({
  // No webextension-polyfill: `wxt/browser` is the browser's own `browser` (Firefox) or
  // `chrome` (Chromium), whose Manifest V3 APIs return promises already. The polyfill only
  // re-wrapped them, for 3.5 KB gzip in every bundle, the popup's and the worker's included.
  // Explicit imports keep every dependency visible in the file that uses it.
  imports: false,
  // Manifest V3 in Firefox too (WXT would build MV2 for it): one code path, and Firefox ESR 140
  // has all it needs (an event page for the background, optional_host_permissions, scripting,
  // activeTab, commands, menus). See the README's "Firefox".
  manifestVersion: 3,
  // popupHtml: the popup's style sheets are written into popup.html, not fetched, and its
  // script blocks rendering until it has drawn the first screen.
  // leanPreload: the pages' lazy chunks wait for their style sheets through a helper of 0.5 KB
  // gzip instead of Vite's 1 KB one (scripts/vite/lean-preload.ts).
  // Terser (three passes) rather than Vite's default minifier: 180 B gzip less in the worker
  // (issue 17's budgets); a build-time tool only. Not for the builds that ship nowhere, where
  // Vite's own minifier takes 4 s of CPU against 18.5 s: the demo of `npm start` (the person
  // trying the product waits 3 s for it, not 12) and the browser tests' builds, which
  // scripts/build-once.mjs marks with WK_TEST_BUILD (two a run, 28 s of CPU on the critical
  // path of `npm test`). The bench's e2e build and the production builds keep Terser, and give
  // the pages' chunks Oxc's names after it (scripts/vite/page-names.ts).
  // The worker's own minification (scripts/vite/worker-minify.ts) runs in the browser tests'
  // builds too, so that they run the worker as it ships (issue 56): the demo alone goes without.
  vite: ({ mode }) => {
    const ships = mode !== 'demo' && process.env.WK_TEST_BUILD !== '1';
    return {
      plugins: [
        preact(),
        firstScreenChunk(),
        leanPreload(),
        popupHtml(),
        ...(mode !== 'demo' ? [workerMinify()] : []),
        ...(ships ? [pageNames()] : []),
      ],
      build: ships
        ? { minify: 'terser', terserOptions: { compress: { passes: 3 } } }
        : { minify: true },
    };
  },
  manifest: ({ mode, browser, manifestVersion }) => ({
    name: '__MSG_extensionName__',
    description: '__MSG_extensionDescription__',
    default_locale: 'en',
    // notifications: the outcome of a menu or shortcut action reaches the person on any page.
    // identity: the company sign-in's window (launchWebAuthFlow) and its redirect address.
    permissions: [
      'storage',
      'alarms',
      'contextMenus',
      'activeTab',
      'scripting',
      'notifications',
      'identity',
    ],
    ...((mode === 'demo' || mode === 'e2e') && browser !== 'firefox' ? { key: DEMO_KEY } : {}),
    // Only the configured service's origin is ever requested, at the moment the person
    // connects; these patterns merely allow such a request.
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    // The side panel follows the window's active tab; without this permission it sees the
    // address of the tab it was opened from only (activeTab). Asked for by its strip's one
    // button, never required: a new required permission disables the extension on update in
    // Chromium for people who installed it by hand.
    optional_permissions: ['tabs'],
    // The page panel is an extension page in a frame on the page (issue 41): the one packaged
    // file a web page may frame, and only a web page (the panel opens on http and https pages
    // only). Chromium serves it at an address that changes every session (`use_dynamic_url`),
    // so no page can find or frame it before the content script has; Firefox's per-install
    // UUID does the same.
    web_accessible_resources: [
      {
        resources: ['page-panel-frame.html'],
        matches: ['http://*/*', 'https://*/*'],
        ...(browser === 'firefox' ? {} : { use_dynamic_url: true }),
      },
    ],
    host_permissions: mode === 'e2e' || mode === 'demo' ? LOOPBACK_HOSTS : [],
    // A Chromium key (Firefox warns "unexpected property"): Firefox reads managed settings
    // from enterprise policies (policies.json, "3rdparty"), described in the README.
    ...(browser === 'firefox' ? {} : { storage: { managed_schema: 'managed-schema.json' } }),
    // Four default keys, Chromium's most (page actions, issue 6; the side panel, issue 34);
    // people change them in the browser. Keys that Chromium 156 and Firefox ESR 140 both assign
    // (checked with commands.getAll() after install, tests/e2e/shortcuts.test.ts): Chromium
    // keeps Alt+Shift+P and Alt+Shift+C for its tab groups (N and B are taken too) and leaves an
    // extension that asks for them with no key at all. U and L, not Y or Z, which swap places on
    // a German keyboard. The side panel's D, measured on 2026-11-26 (assigned by getAll() AND
    // delivered to commands.onCommand when pressed): J, D, G, M work in both; Firefox ESR on
    // Linux reports S, E and H as assigned but never delivers them (its menu bar's access keys:
    // History, Edit, Help); Chromium leaves W unassigned.
    // `open-side-panel` rather than Firefox's `_execute_sidebar_action`: one command and one
    // handler in both browsers (Chromium has no such reserved name), listed with the others.
    commands: {
      [manifestVersion === 2 ? '_execute_browser_action' : '_execute_action']: {
        suggested_key: { default: 'Alt+Shift+K' },
        description: '__MSG_pageActionsCommandPopup__',
      },
      'pin-page': {
        suggested_key: { default: 'Alt+Shift+U' },
        description: '__MSG_pageActionsCommandPin__',
      },
      'add-to-collection': {
        suggested_key: { default: 'Alt+Shift+L' },
        description: '__MSG_pageActionsCommandCollect__',
      },
      'open-side-panel': {
        suggested_key: { default: 'Alt+Shift+D' },
        description: '__MSG_sidePanelCommandOpen__',
      },
    },
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'workplace-knowledge@example.com',
              // 140 is the first Firefox (and ESR) that knows data_collection_permissions.
              strict_min_version: '140.0',
              data_collection_permissions: { required: ['none'] },
            },
          },
        }
      : {}),
  }),
});
