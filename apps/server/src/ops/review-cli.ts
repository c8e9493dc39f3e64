/**
 * `npm run review -- <command>`: the provider's reviewer from the command line, a client of the server's
 * reviewer API (ops/review.ts), so it works while the server runs (the embedded database has one user).
 *
 *   npm run review -- queue
 *   npm run review -- invoice <apply_no> issue|reject [remark] [--reviewer NAME]
 *   npm run review -- payment <payment_no> reject|return|credit|refund [remark] [--reviewer NAME]
 *
 * REVIEW_URL (default http://127.0.0.1:$PORT, PORT default 3000) and REVIEW_TOKEN (the server's) are read
 * from the environment. Exits 0 when the decision was taken, 1 when refused, 2 on a usage error.
 */

function usage(): never {
  console.error(
    'usage: npm run review -- queue | invoice <apply_no> issue|reject [remark] | payment <payment_no> reject|return|credit|refund [remark]  [--reviewer NAME]',
  );
  process.exit(2);
}

async function main(argv: string[]): Promise<number> {
  const token = process.env.REVIEW_TOKEN ?? '';
  if (!token) {
    console.error('REVIEW_TOKEN is not set (the same token as the server).');
    return 2;
  }
  const base = process.env.REVIEW_URL ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}`;
  const at = argv.indexOf('--reviewer');
  const reviewer = at >= 0 ? (argv[at + 1] ?? usage()) : (process.env.USER ?? 'reviewer');
  const args = at >= 0 ? [...argv.slice(0, at), ...argv.slice(at + 2)] : argv;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const [command, no, decision, ...rest] = args;
  let res: Response;
  if (command === 'queue') {
    res = await fetch(`${base}/ops/review/queue`, { headers: { authorization: headers.authorization } });
  } else if ((command === 'invoice' || command === 'payment') && no && decision) {
    const key = command === 'invoice' ? 'apply_no' : 'payment_no';
    res = await fetch(`${base}/ops/review/${command}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ [key]: no, decision: decision.toUpperCase(), reviewer, remark: rest.join(' ') }),
    });
  } else {
    usage();
  }
  const body = await res.json();
  console.log(JSON.stringify(body, null, 2));
  return res.ok ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
