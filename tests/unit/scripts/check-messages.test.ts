import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';

const SCRIPT = fileURLToPath(new URL('../../../scripts/check-messages.mjs', import.meta.url));

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'messages-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text: string) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

function catalogue(locale: string, messages: Record<string, string>) {
  const data = Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [key, { message }]),
  );
  write(`public/_locales/${locale}/messages.json`, JSON.stringify(data, null, 2));
}

/** A small project: two keys used by a component, one by the manifest. */
function project() {
  write('components/hello.tsx', "export const a = () => t('helloTitle', [name]);\n");
  write('lib/ui/keys.ts', "const KEYS = { ok: 'helloDone' };\n");
  write('wxt.config.ts', "export default { name: '__MSG_extensionName__' };\n");
  catalogue('en', { helloTitle: 'Hello $1', helloDone: 'Done', extensionName: 'Knowledge' });
  catalogue('de', { helloTitle: 'Hallo $1', helloDone: 'Fertig', extensionName: 'Wissen' });
}

function check() {
  const run = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('check-messages', () => {
  test('passes when every language has every key and the code uses each', () => {
    project();
    const { status, output } = check();
    expect(output).toContain('3 messages, complete in de, en');
    expect(status).toBe(0);
  });

  test('fails on a key missing in a language (an English key added without its German)', () => {
    project();
    catalogue('en', {
      helloTitle: 'Hello $1',
      helloDone: 'Done',
      extensionName: 'Knowledge',
      helloBye: 'Bye',
    });
    write('components/bye.tsx', "t('helloBye');\n");
    const { status, output } = check();
    expect(status).toBe(1);
    expect(output).toContain('de: "helloBye" is missing (English has it)');
  });

  test('fails on a key no source file uses, and on one a language has extra', () => {
    project();
    catalogue('en', {
      helloTitle: 'Hello $1',
      helloDone: 'Done',
      extensionName: 'Knowledge',
      helloOld: 'Old',
    });
    catalogue('de', {
      helloTitle: 'Hallo $1',
      helloDone: 'Fertig',
      extensionName: 'Wissen',
      helloOld: 'Alt',
      helloStray: 'Verirrt',
    });
    const { status, output } = check();
    expect(status).toBe(1);
    expect(output).toContain('en: "helloOld" is used by no source file');
    expect(output).toContain('de: "helloStray" is not in English (unused)');
  });

  test('fails on a key the code uses that the catalogue lacks', () => {
    project();
    write('components/more.tsx', "t('helloMissing');\n");
    write(
      'wxt.config.ts',
      "export default { name: '__MSG_extensionName__', d: '__MSG_gone__' };\n",
    );
    const { status, output } = check();
    expect(status).toBe(1);
    expect(output).toContain('en: "helloMissing" is used but not in the catalogue');
    expect(output).toContain('en: "gone" is used but not in the catalogue');
  });

  test('fails on a lost placeholder or an empty message', () => {
    project();
    catalogue('de', { helloTitle: 'Hallo', helloDone: '', extensionName: 'Wissen' });
    const { status, output } = check();
    expect(status).toBe(1);
    expect(output).toContain('de: "helloTitle" has placeholders none, English $1');
    expect(output).toContain('de: "helloDone" has no message');
  });

  test('the repository itself passes', () => {
    const run = spawnSync(process.execPath, [SCRIPT], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
