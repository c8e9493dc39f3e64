/**
 * The onboarding reviewer's command (docs/api.md, "Onboarding review"): talks to a running server's
 * reviewer API, so it works with the embedded database too (which only the server may open).
 *
 *   npm run review -- list [STATUS]                 applications under review (or of STATUS)
 *   npm run review -- show APPLY_NO                 one application with its steps, files and history
 *   npm run review -- approve APPLY_NO              creates the merchant and its administrator
 *   npm run review -- reject APPLY_NO "reason"      refuses, with the reason the applicant sees
 *   npm run review -- more APPLY_NO "what is missing"  sends it back for more information
 *
 *   npm run review -- change list [STATUS]          merchant-information changes under review (or of STATUS)
 *   npm run review -- change show|approve CHANGE_NO
 *   npm run review -- change reject|more CHANGE_NO "reason"
 *   npm run review -- bank-list [STATUS]            settlement bank-account changes under review (or of STATUS)
 *   npm run review -- bank-show CHANGE_NO           one change: old and new account, payment, history
 *   npm run review -- bank-approve CHANGE_NO        the new account replaces the old one
 *   npm run review -- bank-reject CHANGE_NO "reason"
 *
 *   npm run review -- queue                         invoice applications and payments waiting for a decision
 *   npm run review -- invoice APPLY_NO issue|reject [remark]
 *   npm run review -- payment PAYMENT_NO reject|return|credit|refund [remark]
 *
 * Environment: REVIEW_TOKEN (as the server's), REVIEW_URL (default http://127.0.0.1:$PORT or :8080),
 * REVIEWER (the name recorded in the history; default the OS user).
 * Exits 0 when the decision was taken, 1 when refused, 2 on a usage error.
 */
import os from 'node:os';

const USAGE =
  'usage: REVIEW_TOKEN=... npm run review -- list|show|approve|reject|more [APPLY_NO] [reason]\n' +
  '       | change list|show|approve|reject|more [CHANGE_NO] [reason]\n' +
  '       | bank-list [STATUS] | bank-show|bank-approve CHANGE_NO | bank-reject CHANGE_NO reason\n' +
  '       | queue | invoice APPLY_NO issue|reject [remark] | payment PAYMENT_NO reject|return|credit|refund [remark]\n';

/** Invoice applications and payments (issue 12): the API answers { ok, ... } or { ok: false, code, message }. */
async function billing(base: string, token: string, argv: string[]): Promise<number> {
  const [command, no, decision, ...rest] = argv;
  const reviewer = process.env.REVIEWER ?? os.userInfo().username;
  let res: Response;
  if (command === 'queue') {
    res = await fetch(`${base}/ops/review/queue`, { headers: { authorization: `Bearer ${token}` } });
  } else if (no && decision) {
    const key = command === 'invoice' ? 'apply_no' : 'payment_no';
    res = await fetch(`${base}/ops/review/${command}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ [key]: no, decision: decision.toUpperCase(), reviewer, remark: rest.join(' ') }),
    });
  } else {
    process.stderr.write(USAGE);
    return 2;
  }
  process.stdout.write(`${JSON.stringify(await res.json(), null, 2)}\n`);
  return res.ok ? 0 : 1;
}

async function main(argv: string[]): Promise<number> {
  // Merchant-information changes (issue 14 point 5): the same actions under /ops/review/change/.
  const change = argv[0] === 'change';
  const [action, arg, ...rest] = change ? argv.slice(1) : argv;
  const token = process.env.REVIEW_TOKEN;
  const base = process.env.REVIEW_URL ?? `http://127.0.0.1:${process.env.PORT ?? '8080'}`;
  if (token && ['queue', 'invoice', 'payment'].includes(action ?? '')) return billing(base, token, argv);
  const bank = ['bank-list', 'bank-show', 'bank-approve', 'bank-reject'].includes(action ?? '');
  if (!token || !action || (!bank && !['list', 'show', 'approve', 'reject', 'more'].includes(action))) {
    process.stderr.write(USAGE);
    return 2;
  }
  const body =
    action === 'list' || action === 'bank-list'
      ? arg
        ? { status: arg }
        : {}
      : {
          [change || bank ? 'change_no' : 'apply_no']: arg ?? '',
          reviewer: process.env.REVIEWER ?? os.userInfo().username,
          reason: rest.join(' ') || undefined,
        };
  const res = await fetch(`${base}/ops/review/${change ? 'change/' : ''}${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { code: string; message?: string; data?: unknown };
  if (answer.code !== 'SCM00000') {
    process.stderr.write(`${answer.code}: ${answer.message ?? res.statusText}\n`);
    return 1;
  }
  process.stdout.write(`${JSON.stringify(answer.data, null, 2)}\n`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
