const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

export interface DemoTablePage {
  /** The page's title and heading, in both languages. */
  title: string;
  /** The paragraph under the heading (HTML). */
  intro: string;
  /** The column headings (HTML). */
  head: readonly string[];
  /** The table's rows, each a `<tr>` (HTML). */
  rows: readonly string[];
  /** The text of the one row shown when there are none. */
  empty: string;
}

/** A page of the demo's tools: a heading, a paragraph and a table. Plain HTML (no script), refreshed by the browser every 5 s. */
export function renderDemoTablePage(page: DemoTablePage): string {
  const body = page.rows.length
    ? page.rows.join('\n')
    : `<tr><td colspan="${page.head.length}" class="empty">${page.empty}</td></tr>`;
  return `<!doctype html>
<html lang="zh-Hant">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="5">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI","PingFang TC","Microsoft JhengHei",sans-serif;margin:24px;color:#1f1f1f}
h1{font-size:20px;margin:0 0 4px}p{color:#595959;margin:0 0 16px}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #f0f0f0;padding:8px 10px;text-align:left;vertical-align:top}
th{background:#fafafa;font-weight:600}td.t,td.amount{white-space:nowrap;font-variant-numeric:tabular-nums}.empty{color:#8c8c8c;text-align:center}
</style>
</head>
<body>
<h1>${page.title}</h1>
<p>${page.intro}</p>
<table>
<thead><tr>${page.head.map((h) => `<th>${h}</th>`).join('')}</tr></thead>
<tbody>
${body}
</tbody>
</table>
</body>
</html>
`;
}
