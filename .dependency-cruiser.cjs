// Import rules: the code is housed by where it runs, and each folder may import only from the
// folders that run in the same place. Each rule below forbids one kind of import across those
// walls; `npm run lint:imports` prints the rule's name, the two files and the rule's comment
// for every import that breaks one.
//
//   folder                  runs in               may import (project files)
//   entrypoints/background  the service worker    its own folder, lib/background, lib/shared
//   entrypoints/<page>      a page or the panel   its own folder, lib/ui, lib/shared, components
//   components/             pages, the panel      components, lib/ui, lib/shared
//   lib/ui/                 pages, the panel      lib/ui, lib/shared
//   lib/background/         the service worker    lib/background, lib/shared
//   lib/shared/             everywhere            lib/shared (and npm packages)
//   server/                 Node                  server, lib/shared/contract
//   tests/, scripts/        vitest, Node          anything
//
// Stylesheets and images (assets/, a folder's own .css) are not code: any page may import them.
// Type-only imports count too (tsPreCompilationDeps): a type from the wrong side still ties
// the two sides together, and the next edit turns it into a value import.

/** Folders that hold the project's own files (anything else is an npm package or Node). */
const PROJECT = '^(assets|components|entrypoints|lib|public|scripts|server|tests)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'lib-ui-not-background',
      comment:
        'lib/ui runs in pages and the panel; it must never import lib/background, which holds the token and runs only in the service worker: ask the worker with a message (lib/ui/ask.ts) instead.',
      severity: 'error',
      from: { path: '^lib/ui/' },
      to: { path: '^lib/background/' },
    },
    {
      name: 'components-not-background',
      comment:
        'components/ render inside pages and the panel; they must never import lib/background, which holds the token and runs only in the service worker: go through a lib/ui hook that sends a message instead.',
      severity: 'error',
      from: { path: '^components/' },
      to: { path: '^lib/background/' },
    },
    {
      name: 'page-entry-not-background',
      comment:
        'Page entrypoints (popup, options, collections, draft, page-panel) run in pages or as a content script; they must never import lib/background, which holds the token and runs only in the service worker.',
      severity: 'error',
      from: { path: '^entrypoints/', pathNot: '^entrypoints/background/' },
      to: { path: '^lib/background/' },
    },
    {
      name: 'lib-background-not-ui',
      comment:
        'lib/background runs only in the service worker, which has no page and no DOM; it must never import lib/ui, which is written for pages and the panel.',
      severity: 'error',
      from: { path: '^lib/background/' },
      to: { path: '^lib/ui/' },
    },
    {
      name: 'background-entry-not-ui',
      comment:
        'entrypoints/background is the service worker, which has no page and no DOM; it must never import components/ or lib/ui, which are written for pages and the panel.',
      severity: 'error',
      from: { path: '^entrypoints/background/' },
      to: { path: '^(components|lib/ui)/' },
    },
    {
      name: 'lib-not-components',
      comment:
        'lib/ holds logic without markup; it must never import components/ (Preact views): move the shared piece into lib/ or let the component pass it in.',
      severity: 'error',
      // lib/shared is covered by lib-shared-only-shared, which would report the same import.
      from: { path: '^lib/', pathNot: '^lib/shared/' },
      to: { path: '^components/' },
    },
    {
      name: 'lib-shared-only-shared',
      comment:
        'lib/shared is loaded everywhere (worker, pages, panel, and the server for the contract); it may import only lib/shared and npm packages, never lib/ui, lib/background, components or anything else of the project.',
      severity: 'error',
      from: { path: '^lib/shared/' },
      to: {
        path: PROJECT,
        // The locale catalogue lives where WXT wants it (public/_locales); lib/shared/i18n.ts
        // reads its keys as a type so that every message name is checked by tsc.
        pathNot: ['^lib/shared/', '^public/_locales/'],
      },
    },
    {
      name: 'contract-stands-alone',
      comment:
        'lib/shared/contract is compiled into the Node server as well as the extension; it may import only itself and npm packages, so that the server never pulls in browser code.',
      severity: 'error',
      from: { path: '^lib/shared/contract/' },
      to: { path: PROJECT, pathNot: '^lib/shared/contract/' },
    },
    {
      name: 'server-only-server-and-contract',
      comment:
        'server/ is the Node reference service; it may import server/ and, from the extension, only lib/shared/contract (the shared request and response shapes), nothing that runs in the browser.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: PROJECT, pathNot: '^(server|lib/shared/contract)/' },
    },
    {
      name: 'extension-not-node-code',
      comment:
        'lib/, components/ and entrypoints/ are bundled into the extension; they must never import server/, tests/ or scripts/, which run in Node or vitest and would end up in the bundle.',
      severity: 'error',
      from: { path: '^(lib|components|entrypoints)/' },
      to: { path: '^(server|tests|scripts)/' },
    },
    {
      name: 'nothing-imports-entrypoints',
      comment:
        'An entrypoint is a leaf that WXT builds into its own page or script; lib/, components/ and server/ must never import from entrypoints/: move the shared piece into components/ or lib/.',
      severity: 'error',
      from: { path: '^(lib|components|server)/' },
      to: { path: '^entrypoints/' },
    },
    {
      name: 'entrypoint-not-other-entrypoint',
      comment:
        'Each entrypoints/<name>/ folder is built on its own and may run in another context; it must never import a file of another entrypoint: move the shared piece into components/ or lib/.',
      severity: 'error',
      from: { path: '^entrypoints/([^/]+)/' },
      to: { path: '^entrypoints/', pathNot: '^entrypoints/$1/' },
    },
    {
      name: 'no-circular',
      comment:
        'Two modules that import each other (directly or through others) load in an order nobody chose and cannot be understood or moved one at a time: break the cycle by moving the shared piece into a third module.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unresolvable',
      comment:
        'An import that cannot be resolved to a file or an installed package is a typo or a missing dependency, and it would also let an import slip past the rules above.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(\\.output|\\.wxt|\\.data)/' },
    // Type-only imports count as imports.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    // Only the analyses the rules need (cycles), nothing else: keeps the run to seconds.
    skipAnalysisNotInRules: true,
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
