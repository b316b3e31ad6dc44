import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';

const SCRIPT = fileURLToPath(new URL('../../../scripts/check-file-lengths.mjs', import.meta.url));

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'file-lengths-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Writes `lines` numbered lines, each ending in a newline, to `path` under the temp root. */
function write(path: string, lines: number) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, Array.from({ length: lines }, (_, i) => `// line ${i + 1}\n`).join(''));
}

function check() {
  const run = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('check-file-lengths', () => {
  test('fails naming each source file over 250 lines, and only those', () => {
    write('lib/ui/long.ts', 251);
    write('components/short.tsx', 250);
    write('server/styles/long.css', 300);
    const { status, output } = check();
    expect(status).toBe(1);
    expect(output).toContain('lib/ui/long.ts: 251 lines');
    expect(output).toContain('server/styles/long.css: 300 lines');
    expect(output).not.toContain('short.tsx');
  });

  test('passes when every source file is short', () => {
    write('entrypoints/popup/main.tsx', 10);
    write('lib/shared/short.mjs', 250);
    expect(check().status).toBe(0);
  });

  test('ignores the demo data, other extensions and other folders', () => {
    write('server/demo/seed.ts', 600);
    write('server/demo/content.ts', 600);
    write('lib/data.json', 600);
    write('tests/long.test.ts', 600);
    expect(check().status).toBe(0);
  });

  test('counts a last line that has no newline', () => {
    write('lib/edge.ts', 250);
    writeFileSync(join(root, 'lib/more.ts'), `${'x\n'.repeat(250)}x`);
    const { status, output } = check();
    expect(status).toBe(1);
    expect(output).toContain('lib/more.ts: 251 lines');
    expect(output).not.toContain('edge.ts');
  });
});
