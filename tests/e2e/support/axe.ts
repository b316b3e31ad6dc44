import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { PANEL_FRAME, PANEL_HOST } from './driver';

/** axe-core's browser build, as its package hands it to Node. */
const AXE_SOURCE = axe.source;

/** What the audit fails on: axe's two highest impacts. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Rules the audit fails on whatever their impact (axe calls them moderate): headings without
 * skips and one h1 per page, and no landmark that competes with another, as a page panel's
 * banner would with its host page's (issue 35).
 */
const STRUCTURE = new Set([
  'heading-order',
  'page-has-heading-one',
  'empty-heading',
  'landmark-no-duplicate-banner',
  'landmark-banner-is-top-level',
  'landmark-no-duplicate-main',
  'landmark-unique',
]);

/** The part of axe's answer the audit reads. */
interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Audits `page` with axe-core (WCAG 2.x A and AA rules, best practices too) and answers one
 * line per serious or critical violation (or broken heading or landmark rule) and element, empty when there is none, so a test can
 * `expect(await audit(page)).toEqual([])` and read every finding in the failure.
 *
 * axe is put into the page by evaluating its source (not a script tag): extension pages forbid
 * inline scripts by their content security policy, evaluation is not subject to it, and the same
 * call works through any driver that can evaluate a string (Playwright, Puppeteer over BiDi).
 * `include` narrows the audit to a selector; an element's open shadow root is audited with it.
 * The page panel's host (`[data-wk-page-panel]`, e2e build) stands for the panel's own frame, audited whole.
 */
async function audit(page: Page, include?: string): Promise<string[]> {
  // The page panel is an extension page in a frame (issue 41): its whole document is audited.
  if (include === PANEL_HOST) {
    const frame = page.frames().find((candidate) => candidate.url().includes(PANEL_FRAME));
    if (!frame) throw new Error('The page panel has no frame to audit');
    return auditWith((expression) => frame.evaluate(expression));
  }
  return auditWith((expression) => page.evaluate(expression), include);
}

/** A page to audit, as any driver reaches it: `evaluate` runs an expression and answers it. */
export type Evaluator = (expression: string) => Promise<unknown>;

/** `audit` through an evaluator, for a page Playwright does not hand out (the side panel). */
export async function auditWith(evaluate: Evaluator, include?: string): Promise<string[]> {
  const loaded = await evaluate('typeof globalThis.axe === "object"');
  if (!loaded) await evaluate(AXE_SOURCE);
  const violations = (await evaluate(
    `globalThis.axe.run(${include ? `{ include: [${JSON.stringify(include)}] }` : 'document'}, {
      resultTypes: ['violations'],
    }).then((result) => result.violations)`,
  )) as AxeViolation[];
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? '') || STRUCTURE.has(violation.id))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${violation.help} at ${JSON.stringify(node.target)}; ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
      ),
    );
}

/**
 * Audits `page` in the light and then the dark theme (prefers-color-scheme emulated) and
 * answers the findings of both, each line prefixed with its theme.
 */
export async function auditBothThemes(page: Page, include?: string): Promise<string[]> {
  const findings: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const line of await audit(page, include)) findings.push(`[${colorScheme}] ${line}`);
  }
  await page.emulateMedia({ colorScheme: null });
  return findings;
}
