import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

// Issue 35: every response badge of event details (components/feed/event-details.css, colours
// from the theme's tokens) reads at 4.5:1 or more (WCAG AA for its 11px text), in both schemes.
// axe checks only the badges the demo's events show; this checks every one that is drawn.

const theme = readFileSync('assets/styles/theme.css', 'utf8');
const badges = readFileSync('components/feed/event-details.css', 'utf8');

/** The custom properties declared in `block` (`--wk-x: #hex;`). */
function tokens(block: string): Map<string, string> {
  return new Map(
    [...block.matchAll(/(--wk-[\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [
      m[1] ?? '',
      m[2] ?? '',
    ]),
  );
}

const darkStart = theme.indexOf('@media (prefers-color-scheme: dark)');
const light = tokens(theme.slice(0, darkStart));
const dark = new Map([...light, ...tokens(theme.slice(darkStart))]);

/** Each `.wk-response…` rule with the tokens its text and background use (inherited: text, hover). */
function badgeRules(): { name: string; color: string; background: string }[] {
  return [...badges.matchAll(/\.(wk-response[\w-]*)\s*\{([^}]*)\}/g)].map(([, name, body]) => ({
    name: name ?? '',
    color: /(?:^|\s)color:\s*var\((--wk-[\w-]+)\)/.exec(body ?? '')?.[1] ?? '--wk-text',
    background: /background:\s*var\((--wk-[\w-]+)\)/.exec(body ?? '')?.[1] ?? '--wk-bg-hover',
  }));
}

/** WCAG 2 relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}

describe('response badges', () => {
  const rules = badgeRules();

  test('the stylesheet has the four badges (any answer, accepted, declined, tentative)', () => {
    expect(rules.map((rule) => rule.name)).toEqual([
      'wk-response',
      'wk-response--ACCEPTED',
      'wk-response--DECLINED',
      'wk-response--TENTATIVE',
    ]);
  });

  for (const [scheme, values] of [
    ['light', light],
    ['dark', dark],
  ] as const) {
    test(`each reads at 4.5:1 or more in the ${scheme} scheme`, () => {
      const low = rules
        .map((rule) => {
          const ratio = contrast(values.get(rule.color) ?? '', values.get(rule.background) ?? '');
          return `${rule.name} ${rule.color} on ${rule.background}: ${ratio.toFixed(2)}`;
        })
        .filter((line) => Number(line.split(': ')[1]) < 4.5);
      expect(low).toEqual([]);
    });
  }
});
