import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { median } from './browser';
import type { Breakdown } from './popup-trace';

/**
 * The popup's figures of every recorded bench run, oldest first, so BENCHMARKS.md shows the
 * popup before and after each change (issue 17). A run is added by `npm run bench` (or
 * `BENCH_ONLY=popup npm run bench`), labelled with `BENCH_LABEL` or the commit it measured.
 */
const HISTORY = join(dirname(new URL(import.meta.url).pathname), 'popup-history.json');

type Kind = 'blank' | 'warm' | 'empty';

interface PopupRun {
  label: string;
  date: string;
  /** Popup JS loaded at start, gzip bytes. */
  popupJsGzip: number;
  /** Untraced time to content, medians, ms. */
  times: Record<Kind, number>;
  /** Traced openings, the median of each figure. */
  breakdown: Record<Kind, Breakdown>;
}

function medianBreakdown(runs: Breakdown[]): Breakdown {
  const keys = Object.keys(runs[0] ?? {}) as (keyof Breakdown)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as Breakdown;
}

function readHistory(): PopupRun[] {
  return existsSync(HISTORY) ? (JSON.parse(readFileSync(HISTORY, 'utf8')) as PopupRun[]) : [];
}

/** Adds this run's popup figures to the history file and answers the whole history. */
export function recordPopupRun(
  popup: { blank: number[]; warm: number[]; empty: number[]; traced: Record<Kind, Breakdown[]> },
  popupJsGzip: number,
): PopupRun[] {
  const commit = execFileSync('git', ['log', '-1', '--format=%h %s'], { encoding: 'utf8' }).trim();
  const run: PopupRun = {
    label: process.env.BENCH_LABEL ?? commit.slice(0, 80),
    date: new Date().toISOString().slice(0, 16).replace('T', ' '),
    popupJsGzip,
    times: { blank: median(popup.blank), warm: median(popup.warm), empty: median(popup.empty) },
    breakdown: {
      blank: medianBreakdown(popup.traced.blank),
      warm: medianBreakdown(popup.traced.warm),
      empty: medianBreakdown(popup.traced.empty),
    },
  };
  const history = [...readHistory(), run];
  writeFileSync(HISTORY, `${JSON.stringify(history, null, 2)}\n`);
  return history;
}

const ms = (value: number) => String(Math.round(value));

function breakdownRows(history: PopupRun[], kind: Kind): string[] {
  return history.map((run) => {
    const b = run.breakdown[kind];
    const heap = Math.round((b.heap - run.breakdown.blank.heap) / 1000);
    return `| ${run.label} | ${ms(b.total)} | ${ms(b.compile)} | ${ms(b.script)} | ${ms(b.html)} | ${ms(b.layout)} | ${ms(b.paint)} | ${ms(b.storage)} (${b.storageReads}) | ${ms(b.firstPaint)} | ${heap} |`;
  });
}

const BREAKDOWN_HEAD = [
  '| run | to content | compile | script | HTML | style, layout | paint | storage reads (n) | first paint | heap over blank, KB |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
];

/** The "before and after" section of BENCHMARKS.md. */
export function popupHistorySection(history: PopupRun[]): string[] {
  return [
    '## Popup, before and after each change',
    '',
    'One row per recorded run (`scripts/bench/popup-history.json`), oldest first. Times: medians of the untraced openings, interleaved (blank, warm, empty) in the same run, so each row compares popup and blank measured together; other work on the machine moves whole rows, ratios less. Two rows differ by more than most single changes are worth (the blank page alone spreads over 60 ms within a run): `npm run bench:ab -- <A> <B>` compares two builds side by side in one browser, round by round.',
    '',
    '| run | date (UTC) | popup JS gzip | blank ms | warm ms | warm × blank | empty ms | empty × blank |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...history.map(
      (run) =>
        `| ${run.label} | ${run.date} | ${run.popupJsGzip} B | ${ms(run.times.blank)} | ${ms(run.times.warm)} | ${(run.times.warm / run.times.blank).toFixed(2)} | ${ms(run.times.empty)} | ${(run.times.empty / run.times.blank).toFixed(2)} |`,
    ),
    '',
    'Breakdown: openings under a Chromium trace (slower than untraced ones), medians. Main-thread self time from navigation start to the paint of the first feed entry, by kind: compiling scripts, running them (with garbage collection), parsing the HTML, style and layout, painting; the wall time during which storage reads were in flight before that paint (they overlap other work), and how many; the first paint of anything (FCP); the JS heap of the extension page process after garbage collection, over the blank page measured the same way.',
    '',
    '### Warm cache',
    '',
    ...BREAKDOWN_HEAD,
    ...breakdownRows(history, 'warm'),
    '',
    '### Empty cache',
    '',
    ...BREAKDOWN_HEAD,
    ...breakdownRows(history, 'empty'),
    '',
    '### Blank extension page',
    '',
    ...BREAKDOWN_HEAD,
    ...breakdownRows(history, 'blank'),
    '',
  ];
}
