#!/usr/bin/env node
// Fails when the message catalogues and the code disagree, naming every gap:
// - a key of the English catalogue missing in another language, or one that language has extra;
// - a translation whose placeholders ($1, $2…) differ from the English message's;
// - an empty message;
// - an English key that no source file uses (as a quoted string or `__MSG_key__`);
// - a key the code uses (`t('key'…)` or `__MSG_key__`) that the English catalogue lacks.
// English is the reference: every other catalogue must say the same things, all of them.
// Plain Node with no dependencies, so that it runs in milliseconds as part of `npm run check`.
//
// Usage: node scripts/check-messages.mjs [root]   (root defaults to the repository)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the code that shows messages lives, and the manifest's own file. */
const SOURCES = ['lib', 'components', 'entrypoints', 'wxt.config.ts'];
const EXTENSIONS = ['.ts', '.tsx', '.mjs'];
const REFERENCE = 'en';

/** Every source file under `path` (a folder or a file). */
function sourceFiles(path) {
  if (!existsSync(path)) return [];
  if (EXTENSIONS.some((ext) => path.endsWith(ext)) && !path.endsWith('.d.ts')) return [path];
  let entries;
  try {
    entries = readdirSync(path, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) =>
    entry.name === 'node_modules' ? [] : sourceFiles(join(path, entry.name)),
  );
}

/** The placeholders of a message, sorted: "$1 of $2" gives ["$1", "$2"]. */
function placeholders(text) {
  return [...new Set(text.match(/\$\d|%s/g) ?? [])].sort();
}

/** The catalogue of `locale` as { key: message }. */
function readCatalogue(root, locale) {
  const file = join(root, 'public/_locales', locale, 'messages.json');
  const data = JSON.parse(readFileSync(file, 'utf8'));
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, value?.message]));
}

/** The problems found under `root`, one sentence each; empty when all is well. */
function check(root) {
  const problems = [];
  const locales = readdirSync(join(root, 'public/_locales')).sort();
  const reference = readCatalogue(root, REFERENCE);
  const keys = Object.keys(reference);
  for (const key of keys) {
    if (typeof reference[key] !== 'string' || reference[key] === '')
      problems.push(`${REFERENCE}: "${key}" has no message`);
  }
  for (const locale of locales.filter((name) => name !== REFERENCE)) {
    const catalogue = readCatalogue(root, locale);
    for (const key of keys) {
      const text = catalogue[key];
      if (text === undefined) problems.push(`${locale}: "${key}" is missing (English has it)`);
      else if (typeof text !== 'string' || text === '')
        problems.push(`${locale}: "${key}" has no message`);
      else if (placeholders(text).join() !== placeholders(reference[key]).join())
        problems.push(
          `${locale}: "${key}" has placeholders ${placeholders(text).join(' ') || 'none'}, English ${placeholders(reference[key]).join(' ') || 'none'}`,
        );
    }
    for (const key of Object.keys(catalogue)) {
      if (!(key in reference)) problems.push(`${locale}: "${key}" is not in English (unused)`);
    }
  }

  const code = SOURCES.flatMap((path) => sourceFiles(join(root, path)))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const quoted = new Set(
    [...code.matchAll(/(['"`])([A-Za-z][A-Za-z0-9_]*)\1/g)].map((match) => match[2]),
  );
  const manifest = new Set([...code.matchAll(/__MSG_(\w+?)__/g)].map((match) => match[1]));
  for (const key of keys) {
    if (!quoted.has(key) && !manifest.has(key))
      problems.push(`${REFERENCE}: "${key}" is used by no source file`);
  }
  const called = [...code.matchAll(/\bt\(\s*(['"`])([A-Za-z][A-Za-z0-9_]*)\1/g)].map((m) => m[2]);
  for (const key of new Set([...called, ...manifest])) {
    if (!(key in reference))
      problems.push(`${REFERENCE}: "${key}" is used but not in the catalogue`);
  }
  return { problems, locales, keys: keys.length };
}

const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
const { problems, locales, keys } = check(root);
if (problems.length > 0) {
  console.error(`✖ ${problems.length} problem(s) in the message catalogues:`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error(
    'Add the missing messages (public/_locales/<language>/messages.json), or remove the unused.',
  );
  process.exit(1);
}
console.log(`✔ ${keys} messages, complete in ${locales.join(', ')}, each used by the code.`);
