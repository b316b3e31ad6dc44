import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { importsOf, measureBundles } from '../../../../scripts/bench/bundle-size';

describe('the imports a built file makes, as each minifier writes them', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'wk-bundle-size-'));
    mkdirSync(join(dir, 'chunks'));
    for (const name of ['a', 'b', 'c', 'd', 'lazy-1', 'lazy-2', 'lazy-3']) {
      writeFileSync(join(dir, 'chunks', `${name}.js`), '');
    }
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const importsOfCode = (code: string) => {
    writeFileSync(join(dir, 'chunks', 'main.js'), code);
    return importsOf(dir, 'chunks/main.js');
  };

  test("Terser's and Rollup's quoted forms, static and lazy", () => {
    const found = importsOfCode(
      'import{x}from"./a.js";import"./b.js";import*as y from\'./c.js\';export{z}from"./d.js";' +
        'const l=()=>import("./lazy-1.js"),m=()=>import(\'./lazy-2.js\');',
    );
    expect(found.eager).toEqual(['chunks/a.js', 'chunks/b.js', 'chunks/c.js', 'chunks/d.js']);
    expect(found.lazy).toEqual(['chunks/lazy-1.js', 'chunks/lazy-2.js']);
  });

  test('a lazy import written as a template literal, as Vite’s own minifier writes it', () => {
    const found = importsOfCode('import{x}from"./a.js";let l=async()=>await import(`./lazy-3.js`)');
    expect(found.lazy).toEqual(['chunks/lazy-3.js']);
  });

  test('a specifier built at run time, or not in the build, is not a file of the build', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: built code, read as text
    const found = importsOfCode('import(`./lazy-${n}.js`);import("./missing.js");');
    expect(found).toEqual({ eager: [], lazy: [] });
  });
});

describe("the popup's opening with a meeting near (popup-meeting)", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'wk-popup-meeting-'));
    mkdirSync(join(dir, 'chunks'));
    writeFileSync(join(dir, 'manifest.json'), '{}');
    writeFileSync(
      join(dir, 'popup.html'),
      '<script type="module" src="/chunks/main-1.js"></script>',
    );
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const build = (main: string, chunks: Record<string, string> = {}) => {
    writeFileSync(join(dir, 'chunks', 'main-1.js'), main);
    for (const [name, code] of Object.entries(chunks)) {
      writeFileSync(join(dir, 'chunks', name), code);
    }
    const sizes = measureBundles(dir);
    const files = (name: string) =>
      sizes.find((entry) => entry.name === name)?.js.map((file) => file.file);
    return { popup: files('popup'), meeting: files('popup-meeting') };
  };

  test('counts the card’s script where it is: in the main chunk, every opening’s', () => {
    const { popup, meeting } = build('t(`meetingHideFailed`);');
    expect(meeting).toEqual(popup);
  });

  test('counts a chunk of its own for the card, with what it imports, found by its message name', () => {
    const { popup, meeting } = build('const c=()=>import("./later-2.js");', {
      'later-2.js': 'import"./shared-3.js";t("meetingHideFailed");',
      'shared-3.js': '',
    });
    expect(popup).toEqual(['chunks/main-1.js']);
    expect(meeting).toEqual(['chunks/later-2.js', 'chunks/main-1.js', 'chunks/shared-3.js']);
  });

  test('fails rather than measure less when no script of the popup has the card', () => {
    expect(() => build('const c=()=>import("./later-2.js");', { 'later-2.js': '' })).toThrow(
      /popup-meeting: no script of the popup has the card/,
    );
  });
});
