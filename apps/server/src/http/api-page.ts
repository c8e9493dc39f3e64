/**
 * GET /api-docs: the OpenAPI document as one self-contained HTML page, rendered here (no script, no
 * CDN): a table of contents by tag, then each operation with its extensions and the fields of its
 * decrypted request and answer, nested objects and arrays unfolded.
 */
type Json = Record<string, any>;

const esc = (s: unknown) =>
  String(s ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** Backticks as code, blank lines as paragraphs, ** as strong: enough for the document's own texts. */
function prose(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map(
      (para) =>
        `<p>${esc(para)
          .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
          .replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`,
    )
    .join('\n');
}

function resolve(doc: Json, schema: Json | undefined): Json {
  let s = schema ?? {};
  for (let i = 0; i < 5 && typeof s.$ref === 'string'; i++) {
    const name = s.$ref.replace('#/components/schemas/', '');
    s = doc.components.schemas[name] ?? {};
  }
  return s;
}

function typeOf(doc: Json, raw: Json): string {
  const s = resolve(doc, raw);
  if (s.const !== undefined) return `= ${JSON.stringify(s.const)}`;
  if (s.enum) return s.enum.map((v: unknown) => JSON.stringify(v)).join(' | ');
  if (s.anyOf || s.oneOf) return (s.anyOf ?? s.oneOf).map((x: Json) => typeOf(doc, x)).join(' | ');
  if (s.type === 'array') return `${typeOf(doc, s.items ?? {})}[]`;
  const limits = [
    s.minLength !== undefined ? `min ${s.minLength}` : '',
    s.maxLength !== undefined ? `max ${s.maxLength}` : '',
    s.pattern ? `/${s.pattern}/` : '',
    s.format ?? '',
  ].filter(Boolean);
  return `${Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? 'any')}${limits.length ? ` (${limits.join(', ')})` : ''}`;
}

function fields(doc: Json, raw: Json | undefined, depth = 0): string {
  const s = resolve(doc, raw);
  const target = s.type === 'array' ? resolve(doc, s.items) : s;
  const props = target.properties as Record<string, Json> | undefined;
  if (!props || depth > 4) return '';
  const required = new Set<string>(target.required ?? []);
  const rows = Object.entries(props).map(([name, p]) => {
    const inner = resolve(doc, p);
    const nested = fields(doc, inner, depth + 1);
    return `<li><code>${esc(name)}</code>${required.has(name) ? '' : '<span class="opt">?</span>'} <span class="ty">${esc(typeOf(doc, p))}</span>${inner.description ? ` — ${esc(inner.description)}` : ''}${nested}</li>`;
  });
  return `<ul>${rows.join('')}</ul>`;
}

export function apiPage(doc: Json): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const [method, op] of Object.entries(item)) {
      const tag = op.tags?.[0] ?? 'other';
      const id = op.operationId as string;
      const req = doc.components.schemas[`${id}_Request`];
      const ans = doc.components.schemas[`${id}_Answer`];
      const facts = [
        op['x-access'] ? `access: ${op['x-access']}` : '',
        op['x-mutates'] ? 'state-changing (formToken)' : '',
        op['x-encrypted'] === false ? 'plain (start-up call)' : op['x-encrypted'] ? 'encrypted' : '',
        op['x-permission-code'] ? `code ${op['x-permission-code']}` : '',
        op['x-areas'] ? `areas: ${op['x-areas'].join(', ')}` : '',
        op['x-whole-org'] ? 'whole organisation only' : '',
      ].filter(Boolean);
      const html = `<section id="${esc(id)}"><h3><span class="m">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></h3>
<p>${esc(op.summary)} <small>operationId <code>${esc(id)}</code>${facts.length ? ` · ${esc(facts.join(' · '))}` : ''}</small></p>
${req ? `<h4>Request <small><code>${esc(id)}_Request</code></small></h4>${fields(doc, req) || '<p class="none">no fields</p>'}` : ''}
${ans ? `<h4>Answer <small><code>${esc(id)}_Answer</code></small></h4>${fields(doc, ans) || '<p class="none">no fields</p>'}` : ''}
${!req && !ans ? `<p>${esc(op.description ?? '')}</p><p>Answers: ${esc(Object.keys(op.responses ?? {}).join(', '))}</p>` : ''}
</section>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const codes = resolve(doc, { $ref: '#/components/schemas/MsgCode' }).enum as string[];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(doc.info.title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font:14px/1.5 system-ui,sans-serif;margin:0;color:#1f1f1f}
nav{position:fixed;top:0;bottom:0;left:0;width:14em;overflow:auto;padding:1em;background:#f5f5f5;border-right:1px solid #ddd}
main{margin-left:16em;padding:1em 2em;max-width:70em}
section{border-top:1px solid #eee;padding:.5em 0}
h3{margin:.4em 0;font-size:1.05em}.m{background:#1d4ed8;color:#fff;padding:0 .4em;border-radius:3px;font-size:.85em}
code{background:#f0f0f0;padding:0 .2em;border-radius:2px}.ty{color:#555}.opt{color:#b45309}
ul{margin:.2em 0;padding-left:1.4em}.none{color:#777}small{color:#555}
</style></head><body>
<nav><strong>${esc(doc.info.title)}</strong><br><a href="/openapi.json">openapi.json</a><ul>${tags
    .map((t) => `<li><a href="#tag-${esc(t)}">${esc(t)}</a> (${byTag.get(t)!.length})</li>`)
    .join('')}</ul></nav>
<main><h1>${esc(doc.info.title)} <small>${esc(doc.info.version)}</small></h1>
${prose(doc.info.description ?? '')}
<p>Fields marked <span class="opt">?</span> are optional. Catalogue codes: ${codes.map((c) => `<code>${esc(c)}</code>`).join(' ')}.</p>
${tags.map((t) => `<h2 id="tag-${esc(t)}">${esc(t)}</h2>${byTag.get(t)!.join('\n')}`).join('\n')}
</main></body></html>`;
}
