#!/usr/bin/env node
// Fails when a source file grows past MAX_LINES, naming each one, so that a module that
// starts doing two things is split while that is still easy. Plain Node with no dependencies,
// so that it runs in a few milliseconds as part of `npm run check`.
//
// Usage: node scripts/check-file-lengths.mjs [root]   (root defaults to the repository)
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceFiles } from './source-files.mjs';

const MAX_LINES = 250;

/** The folders that hold the extension's and the server's source. */
const FOLDERS = ['lib', 'components', 'entrypoints', 'server'];

const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.css'];

/**
 * Files allowed to be longer, relative to the root. Both are the reference service's demo
 * data (the sample people, documents, events and boards it seeds its database with): long
 * because there is a lot of sample content, not because they do many things, and never part
 * of the extension.
 */
const EXEMPT = new Set(['server/demo/seed.ts', 'server/demo/content.ts']);

/** Lines as an editor numbers them: a final newline does not start another line. */
function countLines(text) {
  if (text === '') return 0;
  const newlines = text.split('\n').length - 1;
  return text.endsWith('\n') ? newlines : newlines + 1;
}

const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));

const tooLong = FOLDERS.flatMap((folder) => sourceFiles(join(root, folder), EXTENSIONS))
  .map((path) => ({
    file: relative(root, path).split(sep).join('/'),
    lines: countLines(readFileSync(path, 'utf8')),
  }))
  .filter(({ file, lines }) => lines > MAX_LINES && !EXEMPT.has(file))
  .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));

if (tooLong.length > 0) {
  console.error(`✖ ${tooLong.length} source file(s) over ${MAX_LINES} lines:`);
  for (const { file, lines } of tooLong) console.error(`  ${file}: ${lines} lines`);
  console.error(
    'Split each into modules that do one thing each (exemptions: scripts/check-file-lengths.mjs).',
  );
  process.exit(1);
}
console.log(`✔ No source file in ${FOLDERS.join('/, ')}/ is over ${MAX_LINES} lines.`);
