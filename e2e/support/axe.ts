import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: what issue 17 point 2 measures. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** One serious or critical finding: the rule, its impact and where it is (a selector per node). */
export interface Finding {
  rule: string;
  impact: string;
  help: string;
  nodes: { target: string; summary: string }[];
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
