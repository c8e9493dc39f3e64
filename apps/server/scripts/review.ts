/**
 * The reviewer's command (docs/api.md, "Reviewer API"): a client of a running server's review kit JSON API,
 * so it works with the embedded database too (which only the server may open). It acts as the owner of a
 * staff API token (made on the back office's security page): the kit's rules apply (four eyes, claims).
 *
 *   npm run review -- queue [KIND]                         open requests (of one kind)
 *   npm run review -- show KIND REF                        one request: sections, files, history
 *   npm run review -- claim|release KIND REF
 *   npm run review -- decide KIND REF DECISION [REASON_CODE] [text...]
 *                                                          APPROVE, REJECT, MORE, ISSUE, CREDIT, RETURN, REFUND
 *   npm run review -- second KIND REF Y|N [text...]        the second approval above the limit
 *
 * KIND: application, sub-merchant, change, bank-change, invoice, payment.
 * Environment: REVIEW_API_TOKEN (mpst_..., scope review:read to read, review:decide to decide),
 * REVIEW_URL (default http://127.0.0.1:$PORT or :8080).
 * Exits 0 when done, 1 when refused, 2 on a usage error.
 */
const USAGE =
  'usage: REVIEW_API_TOKEN=mpst_... npm run review -- queue [KIND] | show|claim|release KIND REF\n' +
  '       | decide KIND REF DECISION [REASON_CODE] [text] | second KIND REF Y|N [text]\n';

async function main(argv: string[]): Promise<number> {
  const [action, kind, ref, ...rest] = argv;
  const token = process.env.REVIEW_API_TOKEN;
  const base = process.env.REVIEW_URL ?? `http://127.0.0.1:${process.env.PORT ?? '8080'}`;
  if (!token || !action) {
    process.stderr.write(USAGE);
    return 2;
  }
  const auth = { authorization: `Bearer ${token}` };
  let res: Response;
  if (action === 'queue') {
    res = await fetch(`${base}/ops/review/queue${kind ? `?kind=${encodeURIComponent(kind)}` : ''}`, {
      headers: auth,
    });
  } else {
    let body: Record<string, unknown>;
    if (!kind || !ref) {
      process.stderr.write(USAGE);
      return 2;
    }
    if (action === 'show' || action === 'claim' || action === 'release') body = { kind, ref };
    else if (action === 'decide' && rest[0]) {
      const [decision, reasonCode, ...text] = rest;
      body = {
        kind,
        ref,
        decision: decision.toUpperCase(),
        ...(reasonCode ? { reason_code: reasonCode } : {}),
        ...(text.length ? { reason_text: text.join(' ') } : {}),
      };
    } else if (action === 'second' && rest[0]) {
      body = {
        kind,
        ref,
        agree: rest[0].toUpperCase(),
        ...(rest[1] ? { reason_text: rest.slice(1).join(' ') } : {}),
      };
    } else {
      process.stderr.write(USAGE);
      return 2;
    }
    res = await fetch(`${base}/ops/review/${action}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }
  const answer = (await res.json()) as { code: string; message?: string; data?: unknown };
  if (answer.code !== 'SCM00000') {
    process.stderr.write(`${answer.code}: ${answer.message ?? res.statusText}\n`);
    return 1;
  }
  process.stdout.write(`${JSON.stringify(answer.data, null, 2)}\n`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
