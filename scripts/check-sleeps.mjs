#!/usr/bin/env node
// Fails when a test waits a fixed time of 100 ms or more and then asserts that something did
// not happen, naming each file and line. Such a test passes when the event comes late: it waits
// for time, not for evidence (the team's test rule). Wait instead for something
// that shows the thing would have happened by now: the worker's answer to a message sent after
// it, the recording proxy's log up to a later request, a refusal the extension records.
// Plain Node with no dependencies, so that it runs in milliseconds as part of `npm run check`.
//
// A fixed sleep is `setTimeout(resolve, ms)` in a promise, `waitForTimeout(ms)`, or a call of
// `sleep`/`pause`/`delay`/`wait` with a number; the time is a literal, arithmetic of literals,
// or a constant of the file. A time the file does not spell (a parameter, a variable) counts
// too, as "an unknown time": it is as fixed as a literal when the test runs. So does a call of
// a function of the file whose body sleeps (a helper such as `settle()`). A negative
// expectation is `.not.`, `toBe(0)`, `toBe(false)`, `toBe(undefined)`, `toEqual([])`,
// `toStrictEqual([])`, `toEqual({})`, `toHaveLength(0)`, `toBeNull()`, `toBeUndefined()`,
// `toBeFalsy()` or `toHaveBeenCalledTimes(0)` within the few lines after the sleep, before any
// other wait.
//
// Usage: node scripts/check-sleeps.mjs [root]   (root defaults to the repository)
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceFiles } from './source-files.mjs';

/** The shortest sleep counted: shorter ones only let a frame or a microtask pass. */
const MIN_MS = 100;
/** How many lines after a sleep are looked at for a negative expectation. */
const WINDOW = 8;

const FOLDERS = ['tests'];

/**
 * Files whose sleeps are being replaced elsewhere, each with who does it. Remove the entry with
 * the fix: the check then holds the file to the rule like any other.
 */
const PENDING = new Map([]);
const EXTENSIONS = ['.ts', '.tsx', '.mjs'];

const SLEEP = [
  /new Promise\w*(?:<[^>]*>)?\(\s*\(?(\w+)\)?\s*=>\s*setTimeout\(\s*\1\s*,\s*([^)]+?)\s*\)\s*\)/,
  /\bwaitForTimeout\(\s*([^)]+?)\s*\)/,
  /\b(?:sleep|pause|delay)\(\s*([^)]+?)\s*\)/,
  /\bwait\(\s*([0-9_][^)]*?|[A-Z][A-Z0-9_]*[^)]*?)\s*\)/,
];

const NEGATIVE =
  /\.not\.|\.toBe\(\s*(?:0|false|undefined)\s*\)|\.to(?:Strict)?Equal\(\s*(?:\[\s*\]|\{\s*\})\s*\)|\.toHaveLength\(\s*0\s*\)|\.toBe(?:Null|Undefined|Falsy)\(\s*\)|\.toHaveBeenCalledTimes\(\s*0\s*\)/;

/** A line that waits for something (evidence, or another sleep): the window ends there. */
const WAITS = /\bawait\b.*(?:\bpoll\w*\(|\.waitFor\w*\(|\bwithin\(|\buntil\w*\(|\bsettled\w*\()/;

/** The file's numeric constants (`const REST_MS = 400;`), for sleeps written with one. */
function constants(text) {
  const found = new Map();
  for (const match of text.matchAll(/\bconst\s+([A-Z][A-Z0-9_]*)\s*=\s*([0-9_.]+)\s*;/g)) {
    found.set(match[1], Number(match[2].replaceAll('_', '')));
  }
  return found;
}

/** The milliseconds an expression stands for, or undefined when it is not known here. */
function millis(expression, known) {
  const spelled = expression.replace(/\b[A-Z][A-Z0-9_]*\b/g, (name) =>
    known.has(name) ? String(known.get(name)) : 'NaN',
  );
  const plain = spelled.replaceAll('_', '');
  if (!/^[0-9.\s+\-*/()NaN]+$/.test(plain)) return undefined;
  const value = Function(`"use strict"; return (${plain});`)();
  return Number.isFinite(value) ? value : undefined;
}

/** A sleep's time in ms, NaN when the file does not spell it, or undefined: not a sleep. */
function sleepIn(line, known) {
  const match = SLEEP.map((pattern) => line.match(pattern)).find(Boolean);
  if (!match) return undefined;
  return millis(match.at(-1), known) ?? Number.NaN;
}

/**
 * The functions of the file that sleep (`const settle = async () => { … sleep … }` or
 * `async function settle() { … }`), by name, each with the longest time it sleeps (NaN when
 * unknown). A function that only defines the sleep (`const sleep = (ms) => …`) is the sleep
 * itself, found where it is called.
 */
function sleepingHelpers(lines, known) {
  const helpers = new Map();
  lines.forEach((line, index) => {
    const name = line.match(
      /^\s*(?:export\s+)?(?:async\s+function\s+(\w+)|const\s+(\w+)\s*=\s*async\b)/,
    );
    if (!name) return;
    const body = [];
    const indent = line.match(/^\s*/)[0].length;
    for (const next of lines.slice(index + 1)) {
      if (next.trim() !== '' && next.match(/^\s*/)[0].length <= indent) break;
      body.push(next);
    }
    const times = body.map((next) => sleepIn(next, known)).filter((ms) => ms !== undefined);
    if (times.length === 0) return;
    const ms = times.some(Number.isNaN) ? Number.NaN : Math.max(...times);
    if (Number.isNaN(ms) || ms >= MIN_MS) helpers.set(name[1] ?? name[2], ms);
  });
  return helpers;
}

/**
 * The sleeps of `text` followed by a negative expectation: [line, ms] each (1-based; ms is NaN
 * when the time is not spelled in the file).
 */
export function sleepsBeforeNegatives(text) {
  const lines = text.split('\n');
  const known = constants(text);
  const helpers = sleepingHelpers(lines, known);
  const helperCall =
    helpers.size > 0 ? new RegExp(`\\bawait\\s+(${[...helpers.keys()].join('|')})\\(`) : null;
  const found = [];
  lines.forEach((line, index) => {
    if (/^\s*(?:\/\/|\*)/.test(line)) return;
    const called = helperCall && line.match(helperCall);
    const ms = called ? helpers.get(called[1]) : sleepIn(line, known);
    if (ms === undefined || ms < MIN_MS) return;
    for (const after of lines.slice(index + 1, index + 1 + WINDOW)) {
      if (SLEEP.some((pattern) => pattern.test(after)) || WAITS.test(after)) break;
      // The next test's expectations are not this sleep's.
      if (/^\s*(?:test|it|describe)(?:\.\w+)*\(/.test(after)) break;
      if (NEGATIVE.test(after)) {
        found.push([index + 1, ms]);
        break;
      }
    }
  });
  return found;
}

const main = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (main) {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
  const all = FOLDERS.flatMap((folder) => sourceFiles(join(root, folder), EXTENSIONS)).flatMap(
    (path) =>
      sleepsBeforeNegatives(readFileSync(path, 'utf8')).map(([line, ms]) => ({
        file: relative(root, path).split(sep).join('/'),
        line,
        ms,
      })),
  );
  const found = all.filter(({ file }) => !PENDING.has(file));
  for (const [file, why] of PENDING) {
    const waiting = all.filter((sleep) => sleep.file === file).length;
    if (waiting > 0) console.log(`  (${file}: ${waiting} left for now: ${why})`);
  }
  if (found.length > 0) {
    console.error(
      `✖ ${found.length} fixed sleep(s) of ${MIN_MS} ms or more before "nothing happened":`,
    );
    for (const { file, line, ms } of found) {
      const time = Number.isNaN(ms) ? 'an unknown time' : `${ms} ms`;
      console.error(`  ${file}:${line}: waits ${time}`);
    }
    console.error(
      'Wait for evidence that it would have happened by now (a later answer, a marker request), not for time.',
    );
    process.exit(1);
  }
  console.log(
    `✔ No test waits a fixed ${MIN_MS} ms or more before asserting that nothing happened.`,
  );
}
