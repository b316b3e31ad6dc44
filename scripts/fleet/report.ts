/** The fleet's figures as text: a Markdown table for BENCHMARKS.md and the targets' verdicts. */
import type { FleetOptions, ScaleFigures } from './run';

const whole = (value: number) => Math.round(value).toLocaleString('en-US');
const kb = (bytes: number) => `${whole(bytes / 1024)} KB`;
const ratio = (value: number) => `${value.toFixed(2)}x`;

/** The run's conditions, said once above the table. */
function describeRun(options: FleetOptions): string {
  const rates = Object.entries(options.rates)
    .map(([kind, rate]) => `${kind} ${rate}/h`)
    .join(', ');
  return [
    `${whole(options.browsers)} browsers: ${options.sample} active browsers simulated at each scale,`,
    `each standing for ${whole(options.browsers / options.sample)} (factor ${whole(options.browsers / options.sample)},`,
    `each copy moved by random offsets: up to ±${options.spread.personMs / 60_000} min for the requests of a person's actions, up to`,
    `±${options.spread.workerMs / 1000} s for those the worker made on its own, such as the outbox's retries), and ${options.idle} idle`,
    `browsers through 24 hours. Working day ${options.day.start}:00-${options.day.end}:00;`,
    `per person: ${rates}, and the demo person's 3 meetings a day (9:30, 13:00, 16:30; each copy's moved by whole half hours, up to ±${options.spread.meetingMs / 3_600_000} h, each reminder read at its own random moment of the minute before, 5 min before the start, the default). Outage ${options.outage.at}:00 for ${options.outage.minutes} minutes (503).`,
  ].join(' ');
}

/** The table of BENCHMARKS.md, one column per scale. */
function fleetTable(figures: readonly ScaleFigures[]): string {
  const head = `| figure | ${figures.map((f) => `scale ${f.scale}`).join(' | ')} |`;
  const rule = `|---|${figures.map(() => '---').join('|')}|`;
  const row = (name: string, cell: (f: ScaleFigures) => string) =>
    `| ${name} | ${figures.map(cell).join(' | ')} |`;
  return [
    head,
    rule,
    row('idle browser: requests per hour', (f) => whole(f.idle.requests)),
    row('idle browser: bytes per hour', (f) => whole(f.idle.bytes)),
    row('active browser: requests per hour', (f) => whole(f.active.requests)),
    row('active browser: reply bytes per hour', (f) => kb(f.active.bytes)),
    row('fleet requests/s, 10 s windows: median', (f) => whole(f.rate.median)),
    row('fleet requests/s: p99', (f) => whole(f.rate.p99)),
    row('fleet requests/s: max', (f) => whole(f.rate.max)),
    row('meeting reminders: reads per active browser-day', (f) =>
      f.reminders.perBrowserDay.toFixed(1),
    ),
    row("reminders' requests/s, 10 s windows: median", (f) => whole(f.reminders.median)),
    row("reminders' requests/s: p99", (f) => whole(f.reminders.p99)),
    row("reminders' requests/s: max", (f) => whole(f.reminders.max)),
    row("day's steady rate (mean requests/s)", (f) => whole(f.reminders.daySteady)),
    row("steady + reminders' max against steady", (f) => ratio(f.reminders.ratio)),
    row('steady rate before the outage (requests/s)', (f) => whole(f.outage.steady)),
    row('highest 10 s window in that hour (requests/s)', (f) => whole(f.outage.steadyPeak)),
    row('peak in the 10 min after the outage (requests/s)', (f) => whole(f.outage.peak)),
    row('peak against steady', (f) => ratio(f.outage.ratio)),
    row('writes asked (sample)', (f) => whole(f.writes.asked)),
    row('of them queued (not done at once)', (f) => whole(f.writes.queued)),
    row('landed / landed twice', (f) => `${whole(f.writes.landed)} / ${whole(f.writes.twice)}`),
    row('last queued write landed, minutes after the outage', (f) =>
      whole(f.writes.latestAfterOutage / 60_000),
    ),
    row('429 responses (sample)', (f) => whole(f.tooMany)),
    row('503 responses in the outage (sample)', (f) => whole(f.unavailable)),
  ].join('\n');
}

/** The issue's targets, each with its measured value and whether it is met. */
function verdicts(figures: readonly ScaleFigures[]): string[] {
  const lines: string[] = [];
  const check = (what: string, met: boolean) => lines.push(`${met ? 'MET ' : 'MISSED'} ${what}`);
  const small = figures.find((f) => f.scale === 1);
  const large = figures.find((f) => f.scale === 100);
  for (const f of figures) {
    check(
      `idle browser at scale ${f.scale}: ${whole(f.idle.requests)} requests/hour (target 0)`,
      f.idle.requests === 0,
    );
    check(`429s at scale ${f.scale}: ${f.tooMany} (target 0)`, f.tooMany === 0);
    check(
      `meeting reminders' peak at scale ${f.scale}: ${whole(f.reminders.max)} requests/s on a steady ${whole(f.reminders.daySteady)}, ${ratio(f.reminders.ratio)} (target ≤ 3x)`,
      f.reminders.ratio <= 3,
    );
    check(
      `post-outage peak at scale ${f.scale}: ${ratio(f.outage.ratio)} the steady rate (target ≤ 3x)`,
      f.outage.ratio <= 3,
    );
    check(
      `queued writes at scale ${f.scale}: ${f.writes.landed} of ${f.writes.asked} landed, ${f.writes.twice} twice, the last ${whole(f.writes.latestAfterOutage / 60_000)} min after the outage (target all, none twice, within 60 min)`,
      f.writes.landed === f.writes.asked &&
        f.writes.twice === 0 &&
        f.writes.latestAfterOutage <= 3_600_000,
    );
  }
  if (small && large) {
    const requests = large.active.requests / small.active.requests;
    const bytes = large.active.bytes / small.active.bytes;
    check(
      `active requests/hour, scale 100 against 1: ${ratio(requests)} (target ≤ 1.2x)`,
      requests <= 1.2,
    );
    check(`active bytes/hour, scale 100 against 1: ${ratio(bytes)} (target ≤ 2x)`, bytes <= 2);
  }
  return lines;
}

/** The "Fleet" section of BENCHMARKS.md: how it was run, the table, the targets. */
export function fleetSection(
  options: FleetOptions,
  figures: readonly ScaleFigures[],
  seconds: number,
): string {
  return [
    '## Fleet',
    '',
    `Written by \`npm run fleet -- --write\` (scripts/fleet/, ${seconds} s on this machine). ${describeRun(options)} Each browser runs the extension's own service worker (\`entrypoints/background\` on the fake browser of wxt/testing, on a fake clock) against the reference service's own request handler at that scale, behind its rate limits. Bytes are the replies' bodies; 1 KB = 1,024 bytes. Fleet rates are over the working day; "steady" is the mean of the hour before the outage.`,
    '',
    fleetTable(figures),
    '',
    "Where an active browser's requests go, per hour (each scale: requests, reply KB):",
    '',
    operationTable(figures),
    '',
    ...verdicts(figures).map((line) => `- ${line}`),
    '',
  ].join('\n');
}

/** Each operation's requests and reply bytes per active browser-hour, at each scale. */
function operationTable(figures: readonly ScaleFigures[]): string {
  const names = [...new Set(figures.flatMap((f) => f.operations.map((o) => o.operation)))];
  const cell = (f: ScaleFigures, name: string) => {
    const found = f.operations.find((o) => o.operation === name);
    return found ? `${found.requests.toFixed(1)} | ${kb(found.bytes)}` : '0 | 0 KB';
  };
  return [
    `| operation | ${figures.map((f) => `scale ${f.scale} requests | KB`).join(' | ')} |`,
    `|---|${figures.map(() => '---:|---:').join('|')}|`,
    ...names.map((name) => `| ${name} | ${figures.map((f) => cell(f, name)).join(' | ')} |`),
  ].join('\n');
}
