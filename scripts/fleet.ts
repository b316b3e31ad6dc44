// `npm run fleet [-- --browsers 10000 --sample 100 --idle 2 --scales 1,100]`: the load a fleet of
// browsers puts on the company's service through a working day with an outage (scripts/fleet/).
// The extension's worker runs on the fake browser of wxt/testing: `wxt/browser` is the global
// `chrome`, set here before any of the extension's modules is loaded.
import { register } from 'node:module';
import { parseArgs } from 'node:util';
import { fakeBrowser } from 'wxt/testing/fake-browser';

register('./fleet/env-hooks.mjs', import.meta.url);
(globalThis as Record<string, unknown>).chrome = fakeBrowser;

const { values } = parseArgs({
  options: {
    browsers: { type: 'string' },
    sample: { type: 'string' },
    idle: { type: 'string' },
    scales: { type: 'string' },
    /** Writes the "Fleet" section of BENCHMARKS.md (a full run only: 10,000 browsers). */
    write: { type: 'boolean' },
  },
});
const { DEFAULT_FLEET, runFleet } = await import('./fleet/run');
const { fleetSection } = await import('./fleet/report');
const { writeSection } = await import('./bench/markdown');

const options = {
  ...DEFAULT_FLEET,
  browsers: Number(values.browsers ?? DEFAULT_FLEET.browsers),
  sample: Number(values.sample ?? DEFAULT_FLEET.sample),
  idle: Number(values.idle ?? DEFAULT_FLEET.idle),
  scales: values.scales ? values.scales.split(',').map(Number) : DEFAULT_FLEET.scales,
};
if (options.sample > options.browsers) options.sample = options.browsers;
const started = performance.now();
let last = 0;
const figures = await runFleet({
  ...options,
  onBrowser(scale, done, of) {
    const seconds = Math.round((performance.now() - started) / 1000);
    if (done === of || seconds >= last + 10) {
      last = seconds;
      console.log(`[${seconds} s] scale ${scale}: ${done} of ${of} browsers`);
    }
  },
});
const seconds = Math.round((performance.now() - started) / 1000);
console.log(
  `\nScale factor: ${options.browsers / options.sample}: each simulated browser stands for that many.`,
);
const section = fleetSection(options, figures, seconds);
console.log(`\n${section}`);
if (values.write) writeSection('BENCHMARKS.md', 'Fleet', section, 'Page cost');
