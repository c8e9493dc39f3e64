import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: what issue 17 point 2 measures. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** One serious or critical finding: the rule, its impact and where it is (a selector per node). */
export interface Finding {
  rule: string;
  impact: string;
  help: string;
  nodes: { target: string; summary: string }[];
}

/** An element in the middle of an antd (rc-motion) enter, appear or leave transition. */
const IN_MOTION = '[class*="-enter-active"], [class*="-appear-active"], [class*="-leave-active"]';

/**
 * Waits until the app container is shown in full and no antd transition runs: axe judges the colours it sees, and a select's list fading out
 * after a choice (seen on a loaded machine) shows its text at half opacity, as a contrast failure of a
 * list that is on its way out. Waits for the state (checked every 50 ms), up to 10 s; then axe runs on
 * what is there.
 */
async function motionSettled(page: Page): Promise<void> {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const moving = await page.evaluate((sel) => {
      // The app container fades in after its reveal (index.html: opacity 0 -> 1 over 0.2 s).
      const root = document.getElementById('root');
      if (root && getComputedStyle(root).opacity !== '1') return true;
      return document.querySelector(sel) !== null;
    }, IN_MOTION);
    if (!moving) return;
    await page.waitForTimeout(50);
  }
}

/**
 * Runs axe-core in the page (injected once per document) with the WCAG A/AA tags and answers the serious
 * and critical violations. `include` limits the run to part of the page (a dialog), `exclude` leaves
 * parts out.
 */
export async function axeFindings(
  page: Page,
  opts: { include?: string; exclude?: string[] } = {},
): Promise<Finding[]> {
  await motionSettled(page);
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe !== 'undefined');
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ tags, include, exclude }) => {
      const run = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const context = include
        ? { include: [include], exclude: exclude.map((s) => [s]) }
        : exclude.length > 0
          ? { include: [document], exclude: exclude.map((s) => [s]) }
          : document;
      const result = await run.run(context as never, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          rule: v.id,
          impact: v.impact ?? '',
          help: v.help,
          nodes: v.nodes.map((n) => ({
            target: n.target.map(String).join(' >> '),
            summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200),
          })),
        }));
    },
    { tags: WCAG_TAGS, include: opts.include, exclude: opts.exclude ?? [] },
  );
}

/** Counts the failing nodes of a list of findings. */
export function nodeCount(findings: Finding[]): number {
  return findings.reduce((n, f) => n + f.nodes.length, 0);
}

/** A readable failure message: one line per rule, then its first few nodes with the reason. */
export function describeFindings(where: string, findings: Finding[]): string {
  const lines = [`${where}: ${nodeCount(findings)} serious/critical node(s)`];
  for (const f of findings) {
    lines.push(`  [${f.impact}] ${f.rule}: ${f.help} (${f.nodes.length})`);
    for (const n of f.nodes.slice(0, 5)) lines.push(`    ${n.target} - ${n.summary}`);
    if (f.nodes.length > 5) lines.push(`    ... ${f.nodes.length - 5} more`);
  }
  return lines.join('\n');
}
