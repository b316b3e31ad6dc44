import { getPriority } from 'node:os';
import { describe, expect, test } from 'vitest';
import { BESIDE_PRIORITY, runTogether, splitArgs } from '../../../scripts/run-together.mjs';

// Each script prints the priority it runs at, as the processes it starts inherit it.
const PRINT_PRIORITY = `node -e "console.log(require('node:os').getPriority())"`;

describe('run-together', () => {
  test('splits the scripts named after --beside from the others', () => {
    expect(splitArgs(['test:unit', '--beside', 'typecheck', 'lint:biome'])).toEqual({
      first: ['test:unit'],
      beside: ['typecheck', 'lint:biome'],
    });
    expect(splitArgs(['a', 'b'])).toEqual({ first: ['a', 'b'], beside: [] });
  });

  test('runs the scripts after --beside at a lower priority, the others as they are, and answers every exit code', async () => {
    const outputs = new Map<string, string>();
    const codes = await runTogether({
      first: ['pole'],
      beside: ['quick', 'failing', 'missing'],
      scripts: {
        pole: PRINT_PRIORITY,
        quick: PRINT_PRIORITY,
        failing: 'node -e "process.exit(3)"',
      },
      report: (name, output) => outputs.set(name, output),
    });
    expect(codes).toEqual([0, 0, 3, 1]);
    expect(BESIDE_PRIORITY).toBeGreaterThan(0);
    // Relative to the priority this test runs at (`nice -n 10 npm run check` starts it at 10).
    const base = getPriority();
    expect(outputs.get('pole')?.trim()).toBe(String(base));
    expect(outputs.get('quick')?.trim()).toBe(String(Math.min(19, base + BESIDE_PRIORITY)));
    expect(outputs.get('missing')).toBe('No script "missing" in package.json.\n');
    // Four processes started: on a machine under a full run's load that outlasts 5 s.
  }, 30_000);
});
