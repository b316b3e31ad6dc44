import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of `.dependency-cruiser.cjs`, run on a small tree laid out like the project:
 * each forbidden import below must be reported under its rule, and each allowed one not at all.
 * A rule weakened or mistyped (a path that no longer matches) fails here, not in a month.
 */

const ROOT = resolve('.');

/** [importing file, imported file, the rule that must refuse it]. */
const FORBIDDEN: [string, string, string][] = [
  ['lib/ui/a.ts', 'lib/background/token.ts', 'lib-ui-not-background'],
  ['components/b.tsx', 'lib/background/token.ts', 'components-not-background'],
  ['entrypoints/popup/main.tsx', 'lib/background/token.ts', 'page-entry-not-background'],
  ['entrypoints/page-panel/index.tsx', 'lib/background/token.ts', 'page-entry-not-background'],
  ['lib/background/c.ts', 'lib/ui/view-model.ts', 'lib-background-not-ui'],
  ['entrypoints/background/index.ts', 'components/view.tsx', 'background-entry-not-ui'],
  ['lib/ui/d.ts', 'components/view.tsx', 'lib-not-components'],
  ['lib/shared/e.ts', 'lib/ui/view-model.ts', 'lib-shared-only-shared'],
  ['lib/shared/contract/f.ts', 'lib/shared/i18n.ts', 'contract-stands-alone'],
  ['server/g.ts', 'lib/shared/i18n.ts', 'server-only-server-and-contract'],
  ['lib/ui/h.ts', 'server/db.ts', 'extension-not-node-code'],
  ['components/i.tsx', 'entrypoints/popup/main.tsx', 'nothing-imports-entrypoints'],
  ['entrypoints/options/main.tsx', 'entrypoints/popup/app.tsx', 'entrypoint-not-other-entrypoint'],
];

/** Imports the house allows: none of these may be reported. */
const ALLOWED: [string, string][] = [
  ['lib/ui/ok.ts', 'lib/shared/i18n.ts'],
  ['lib/background/ok.ts', 'lib/shared/i18n.ts'],
  ['components/ok.tsx', 'lib/ui/view-model.ts'],
  ['entrypoints/background/ok.ts', 'lib/background/token.ts'],
  ['entrypoints/collections/main.tsx', 'components/view.tsx'],
  ['server/ok.ts', 'lib/shared/contract/schema.ts'],
  ['tests/ok.test.ts', 'lib/background/token.ts'],
];

/** `import '../../lib/background/token';` as written in `from`. */
const importLine = (from: string, to: string) =>
  `import '${'../'.repeat(from.split('/').length - 1)}${to.replace(/\.tsx?$/, '')}';\n`;

let fixture: string;
let violations: { from: string; to: string; rule: string }[];

beforeAll(() => {
  fixture = mkdtempSync(join(tmpdir(), 'wk-import-rules-'));
  const files = new Map<string, string>();
  const add = (file: string, text = 'export const x = 1;\n') =>
    files.set(file, (files.get(file) ?? '') + text);
  for (const [from, to] of [...FORBIDDEN, ...ALLOWED]) {
    add(to);
    add(from, importLine(from, to));
  }
  for (const [file, text] of files) {
    mkdirSync(dirname(join(fixture, file)), { recursive: true });
    writeFileSync(join(fixture, file), text);
  }
  copyFileSync(join(ROOT, '.dependency-cruiser.cjs'), join(fixture, '.dependency-cruiser.cjs'));
  writeFileSync(
    join(fixture, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { jsx: 'react-jsx', allowImportingTsExtensions: true } }),
  );
  let output: string;
  try {
    output = execFileSync(
      process.execPath,
      [
        join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
        '--config',
        '.dependency-cruiser.cjs',
        '--output-type',
        'json',
        'lib',
        'components',
        'entrypoints',
        'server',
        'tests',
      ],
      { cwd: fixture, encoding: 'utf8' },
    );
  } catch (error) {
    // depcruise exits non-zero when it finds violations; its JSON is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  const result = JSON.parse(output) as {
    summary: { violations: { from: string; to: string; rule: { name: string } }[] };
  };
  violations = result.summary.violations.map((v) => ({
    from: v.from,
    to: v.to,
    rule: v.rule.name,
  }));
}, 60_000);

afterAll(() => {
  if (fixture) rmSync(fixture, { recursive: true, force: true });
});

describe('the import rules', () => {
  it.each(FORBIDDEN)('refuse %s importing %s, by the rule “%s”', (from, to, rule) => {
    expect(violations).toContainEqual({ from, to, rule });
  });

  it.each(ALLOWED)('allow %s importing %s', (from, _to) => {
    // No violation at all from a file whose one import is the allowed one.
    expect(violations.filter((violation) => violation.from === from)).toEqual([]);
  });
});
