import { createPublicKey, type KeyObject, X509Certificate } from 'node:crypto';
import type { IssuedCertT } from '@mp/core/schemas/agreements';
import { macauTime14 } from '@mp/core/time';
import type { SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { recordAudit } from '../audit/index.ts';
import {
  countValidCerts,
  type IssuedCertRow,
  insertCert,
  issuedCert,
  issuedCerts,
  type Org,
  orgFacts,
  revokeCert,
} from './queries.ts';

type OrgCtx = SignedInContext<'merchant' | 'service'>;
const orgOf = (ctx: OrgCtx): Org => ({ kind: ctx.operator.orgKind, id: ctx.operator.orgId });

/** At most this many valid certificates at once (a rotation needs two; docs/decisions.md). */
export const MAX_VALID_CERTS = 3;
/** RFC 5280 4.1.2.5: a certificate without a well-defined end; shown as long-term. */
const LONG_TERM = new Date(Date.UTC(9999, 11, 31, 23, 59, 59));

const ymd = (d: Date) => macauTime14(d).slice(0, 8);
const oneLine = (dn: string) => dn.split('\n').filter(Boolean).join(', ');

function certRow(c: IssuedCertRow, now: Date): IssuedCertT {
  const to = new Date(c.valid_to);
  return {
    cert_id: c.id,
    serial_no: c.serial_no,
    subject: c.subject,
    issuer: c.issuer,
    fingerprint: c.fingerprint,
    key_type: c.key_type,
    valid_from: ymd(new Date(c.valid_from)),
    // The long-term end is 9999-12-31 in UTC, 10000-01-01 in Macau: shown as the spec's 99991231.
    valid_to: to.getUTCFullYear() === 9999 ? '99991231' : ymd(to),
    status: c.revoked_at ? 'REVOKED' : to <= now ? 'EXPIRED' : 'VALID',
    issued_at: macauTime14(new Date(c.issued_at)),
    issued_by: c.issued_by,
    revoked_at: c.revoked_at ? macauTime14(new Date(c.revoked_at)) : '',
  };
}

/** An RSA key of 2048 bits or more, or an EC P-256 key, in PEM (SPKI); CER10001 otherwise. */
function publicKeyOf(pem: string): { key: KeyObject; type: string } {
  let key: KeyObject;
  try {
    key = createPublicKey(pem.trim());
  } catch {
    throw new AppError('CER10001', 'public_key');
  }
  const d = key.asymmetricKeyDetails ?? {};
  if (key.asymmetricKeyType === 'rsa' && (d.modulusLength ?? 0) >= 2048)
    return { key, type: `RSA ${d.modulusLength}` };
  if (key.asymmetricKeyType === 'ec' && d.namedCurve === 'prime256v1') return { key, type: 'EC P-256' };
  throw new AppError('CER10001', 'public_key');
}

export async function certList(ctx: OrgCtx) {
  const now = ctx.ports.clock.now();
  const ca = new X509Certificate(await ctx.ports.ca.caCertificate());
  return {
    rows: (await issuedCerts(ctx.db, orgOf(ctx))).map((c) => certRow(c, now)),
    ca_subject: oneLine(ca.subject),
  };
}

export async function requestCert(
  ctx: OrgCtx,
  body: { public_key: string; validity: '1Y' | '2Y' | '3Y' | 'LONG' },
) {
  const org = orgOf(ctx);
  const { key, type } = publicKeyOf(body.public_key);
  const now = ctx.ports.clock.now();
  if ((await countValidCerts(ctx.db, org, now)) >= MAX_VALID_CERTS) throw new AppError('CER10003');
  const facts = await orgFacts(ctx.db, org);
  if (!facts) throw new AppError('SCM40401');
  const years = { '1Y': 1, '2Y': 2, '3Y': 3, LONG: 0 }[body.validity];
  const notAfter = years ? new Date(now.getTime() + years * 365 * 86_400_000) : LONG_TERM;
  const issued = await ctx.ports.ca.issue({
    publicKeySpki: key.export({ type: 'spki', format: 'der' }),
    commonName: facts.no,
    organisation: facts.name,
    notBefore: now,
    notAfter,
  });
  const x = new X509Certificate(issued.pem);
  const id = await ctx.db.tx(async (tx) => {
    const newId = await insertCert(tx, {
      org,
      operatorId: ctx.operator.id,
      serial_no: issued.serialNo,
      subject: oneLine(x.subject),
      issuer: oneLine(x.issuer),
      fingerprint: x.fingerprint256,
      key_type: type,
      pem: issued.pem,
      valid_from: new Date(x.validFrom),
      valid_to: notAfter,
      issued_at: now,
    });
    await recordAudit(ctx, { action: 'cert_issue', target: issued.serialNo }, tx);
    return newId;
  });
  const row = await issuedCert(ctx.db, org, id);
  if (!row) throw new AppError('SCM40401');
  return { cert: certRow(row, now) };
}

export async function downloadCert(ctx: OrgCtx, body: { cert_id: string }) {
  const c = await issuedCert(ctx.db, orgOf(ctx), body.cert_id);
  if (!c) throw new AppError('SCM40401');
  return { file_name: `${c.serial_no}.pem`, pem: c.pem, chain_pem: await ctx.ports.ca.caCertificate() };
}

export async function revokeIssuedCert(ctx: OrgCtx, body: { cert_id: string }) {
  const org = orgOf(ctx);
  const c = await issuedCert(ctx.db, org, body.cert_id);
  if (!c) throw new AppError('SCM40401');
  const now = ctx.ports.clock.now();
  await ctx.db.tx(async (tx) => {
    if (!(await revokeCert(tx, org, c.id, ctx.operator.id, now))) throw new AppError('CER10002');
    await recordAudit(ctx, { action: 'cert_revoke', target: c.serial_no }, tx);
  });
  await ctx.ports.ca.revoke(c.serial_no, now);
  const row = await issuedCert(ctx.db, org, c.id);
  if (!row) throw new AppError('SCM40401');
  return { cert: certRow(row, now) };
}
