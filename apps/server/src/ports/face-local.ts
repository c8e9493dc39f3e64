import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types.ts';
import type { Clock, FacePort, FaceVendorState } from '../kernel/ports.ts';

/**
 * The local face-verification vendor (issue 29 point 4): it keeps its checks in `face_local_checks`, as a
 * vendor keeps them on its side, and serves the page the person's link opens, where the tester passes or
 * fails the check (no camera, no image). The result is asked with the token, which only the portal's
 * server holds; the page's ticket (in the link) can only decide, never read a result back. A decision is
 * PROCESSING for PROCESS_MS before it is final, as a vendor's comparison takes a moment.
 */
const PROCESS_MS = 1500;
export const LOCAL_FACE_PATH = '/face-local/check';

const hex = (n: number) => randomBytes(n).toString('hex');

interface LocalRow {
  state: FaceVendorState;
  verdict: string;
  reason: string;
  decided_at: Date | null;
}

export function createLocalFace(db: Db, clock: Clock): FacePort {
  return {
    async open(req) {
      const token = hex(16);
      const ticket = hex(16);
      const returnPath =
        req.returnPath.startsWith('/') && !req.returnPath.startsWith('//') ? req.returnPath : '/';
      await db.query(
        `insert into face_local_checks (token, ticket, reference, name, return_path, created_at)
         values ($1, $2, $3, $4, $5, $6)`,
        [token, ticket, req.reference, req.name, returnPath, clock.now()],
      );
      return { token, url: `${LOCAL_FACE_PATH}?ticket=${ticket}` };
    },
    async result(token) {
      const r = await db.query<LocalRow>(
        'select state, verdict, reason, decided_at from face_local_checks where token = $1',
        [token],
      );
      const row = r.rows[0];
      if (!row) return { state: 'FAILED', reason: 'unknown token' };
      if (
        row.state === 'PROCESSING' &&
        row.decided_at &&
        clock.now().getTime() - row.decided_at.getTime() >= PROCESS_MS
      ) {
        const state = row.verdict === 'PASS' ? 'PASSED' : 'FAILED';
        await db.query(`update face_local_checks set state = $2 where token = $1 and state = 'PROCESSING'`, [
          token,
          state,
        ]);
        return { state, reason: state === 'FAILED' ? row.reason : '' };
      }
      return { state: row.state, reason: row.state === 'FAILED' ? row.reason : '' };
    },
  };
}

const REASONS: Record<string, [string, string]> = {
  MISMATCH: ['與證件照片不符', 'Does not match the ID photo'],
  LIVENESS: ['活體檢測未通過', 'Liveness check failed'],
  QUALITY: ['影像不清晰', 'Image not clear enough'],
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(body: string): string {
  return `<!doctype html>
<html lang="zh-Hant"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>人臉識別（本地模擬） · Face check (local)</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI","PingFang TC","Microsoft JhengHei",sans-serif;margin:0;background:#f5f5f5;color:#1f1f1f}
main{max-width:480px;margin:24px auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 4px}p{color:#595959;line-height:1.6}.en{color:#8c8c8c;font-size:13px}
button{font-size:16px;padding:10px 16px;border-radius:6px;border:1px solid #d9d9d9;background:#fff;cursor:pointer;margin:4px 8px 4px 0}
button.pass{background:#1677ff;color:#fff;border-color:#1677ff}button.fail{color:#cf1322;border-color:#cf1322}
select{font-size:15px;padding:8px;margin:8px 0;width:100%}a{color:#1677ff}
.face{width:120px;height:120px;border-radius:50%;border:3px dashed #bfbfbf;margin:16px auto;display:flex;align-items:center;justify-content:center;color:#bfbfbf;font-size:40px}
</style></head><body><main>${body}</main></body></html>`;
}

function checkPage(ticket: string, name: string): string {
  const options = Object.entries(REASONS)
    .map(([k, [zh, en]]) => `<option value="${k}">${zh} · ${en}</option>`)
    .join('');
  return page(`<h1>人臉識別（本地模擬）</h1><p class="en">Face check (local stand-in for the vendor)</p>
<p>此頁代替人臉識別服務商：不開啟鏡頭，不保存影像。測試人員選擇結果。<br><span class="en">This page stands in for the vendor: no camera, no image kept. The tester chooses the outcome.</span></p>
<div class="face" aria-hidden="true">☺</div>
<p>${esc(name)}</p>
<form method="post" action="${LOCAL_FACE_PATH}">
<input type="hidden" name="ticket" value="${esc(ticket)}">
<button class="pass" name="verdict" value="PASS" type="submit">通過 · Pass</button>
<label for="reason">未通過原因 · Reason for a failure</label>
<select id="reason" name="reason">${options}</select>
<button class="fail" name="verdict" value="FAIL" type="submit">不通過 · Fail</button>
</form>`);
}

function donePage(text: [string, string], returnPath: string): string {
  return page(`<h1>${text[0]}</h1><p class="en">${text[1]}</p>
<p><a href="${esc(returnPath)}">返回商戶平台 · Back to the portal</a></p>`);
}

/** The adapter's page: GET opens the link once (IN_PROGRESS), POST takes the tester's verdict. */
export function registerLocalFacePage(app: FastifyInstance, deps: { db: Db; clock: Clock }): void {
  const send = (
    reply: {
      header: (k: string, v: string) => unknown;
      type: (t: string) => { send: (b: string) => unknown };
    },
    html: string,
  ) => {
    reply.header('cache-control', 'no-store');
    return reply.type('text/html; charset=utf-8').send(html);
  };
  app.get(LOCAL_FACE_PATH, async (req, reply) => {
    const ticket = String((req.query as Record<string, unknown>).ticket ?? '');
    // One-time: only the first opening (WAITING) shows the check; any later one shows the link as used.
    const r = await deps.db.query<{ name: string; return_path: string }>(
      `update face_local_checks set state = 'IN_PROGRESS', opened_at = $2
        where ticket = $1 and state = 'WAITING' returning name, return_path`,
      [ticket, deps.clock.now()],
    );
    const row = r.rows[0];
    if (!row) {
      const seen = await deps.db.query<{ return_path: string }>(
        'select return_path from face_local_checks where ticket = $1',
        [ticket],
      );
      if (!seen.rows[0]) return send(reply.code(404), donePage(['連結無效', 'This link is not valid.'], '/'));
      return send(reply, donePage(['此連結已使用', 'This link has been used.'], seen.rows[0].return_path));
    }
    return send(reply, checkPage(ticket, row.name));
  });
  app.post(LOCAL_FACE_PATH, async (req, reply) => {
    const b = (req.body ?? {}) as Record<string, unknown>;
    const verdict = b.verdict === 'PASS' ? 'PASS' : 'FAIL';
    const reasonKey = String(b.reason ?? 'MISMATCH');
    const reason = REASONS[reasonKey]
      ? `${REASONS[reasonKey][0]} / ${REASONS[reasonKey][1]}`
      : REASONS.MISMATCH.join(' / ');
    const r = await deps.db.query<{ return_path: string }>(
      `update face_local_checks set state = 'PROCESSING', verdict = $2, reason = $3, decided_at = $4
        where ticket = $1 and state = 'IN_PROGRESS' returning return_path`,
      [String(b.ticket ?? ''), verdict, verdict === 'PASS' ? '' : reason, deps.clock.now()],
    );
    const row = r.rows[0];
    if (!row) return send(reply.code(409), donePage(['此連結已使用', 'This link has been used.'], '/'));
    return send(
      reply,
      donePage(
        ['已提交，請返回商戶平台查看結果', 'Submitted: go back to the portal for the result.'],
        row.return_path,
      ),
    );
  });
}
