import type { Readable } from 'node:stream';
import type { AgreementStateRowT, EvidenceRowT } from '@mp/core/schemas/agreements';
import type { AgreementKind, AgreementStatus } from '@mp/core/statuses';
import { macauTime14 } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import type { CallContext, SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { sha256Hex } from '../../pdf/index.ts';
import { recordAudit } from '../audit/index.ts';
import { claimDocumentCode, sendDocumentCode, spendCode, verifyPayPassword } from '../security/index.ts';
import { entryHash } from './chain.ts';
import { agreementPdf, certificatePdf, macauMs } from './documents.ts';
import {
  appendEvidence,
  currentVersions,
  type EvidenceDbRow,
  evidenceById,
  evidenceOf,
  lockChainHead,
  merchantByNo,
  type Org,
  orgFacts,
  subMerchants,
  type VersionRow,
  versionById,
  versionList,
  versionOf,
} from './queries.ts';

type OrgCtx = SignedInContext<'merchant' | 'service'>;
const orgOf = (ctx: OrgCtx): Org => ({ kind: ctx.operator.orgKind, id: ctx.operator.orgId });

const DAY_MS = 86_400_000;
/** The risk commitment is accepted again every year (issue 28 point 4). */
export const RISK_VALID_DAYS = 365;

/**
 * Which agreements an organisation is asked to accept (docs/decisions.md, "Which agreements apply"):
 * required ones govern its money moves; the children's privacy consent applies to both kinds but is
 * separate and never required for anything else. The templates are for reading before applying.
 */
const APPLIES: Record<Org['kind'], { required: AgreementKind[]; optional: AgreementKind[] }> = {
  merchant: { required: ['SERVICE', 'COMPANY_TOTAL', 'RISK'], optional: ['CHILDREN_PRIVACY'] },
  service: { required: ['SERVICE', 'NET_INVITATION', 'RISK'], optional: ['CHILDREN_PRIVACY'] },
};
/** Consents that may be withdrawn (the others end with the contract). */
const REVOCABLE: readonly AgreementKind[] = ['CHILDREN_PRIVACY'];

const titleOf = (v: VersionRow, lang: string) => (lang === 'en' ? v.title_en : v.title_zh);
const shaOf = (v: VersionRow, lang: 'zh-TW' | 'en') => (lang === 'en' ? v.sha256_en : v.sha256_zh);

export interface StateRow extends AgreementStateRowT {
  /** For the job and the gate: the due instant (null when nothing is due). */
  due: Date | null;
  /** For the job: when the acceptance of the current version lapses (the risk commitment), else null. */
  expires: Date | null;
  /** For the job: when the current version was accepted (null when it was not). */
  acceptedAt: Date | null;
}

/** Where an organisation stands with each agreement that applies to it, from the evidence chain. */
export async function statesOf(db: Db, org: Org, now: Date): Promise<StateRow[]> {
  const facts = await orgFacts(db, org);
  if (!facts) return [];
  const versions = new Map((await currentVersions(db, now)).map((v) => [v.kind, v]));
  const evidence = await evidenceOf(db, org, null);
  const applies = APPLIES[org.kind];
  const rows: StateRow[] = [];
  for (const kind of [...applies.required, ...applies.optional]) {
    const v = versions.get(kind);
    if (!v) continue;
    const required = applies.required.includes(kind);
    const last = evidence.find((e) => e.kind === kind);
    const accepted = last?.action === 'ACCEPT' ? last : null;
    // A version published before the organisation existed is due from its creation (it signs on joining).
    const from = Math.max(v.published_at.getTime(), new Date(facts.created_at).getTime());
    let due: Date | null = new Date(from + v.grace_days * DAY_MS);
    let expires: Date | null = null;
    let status: AgreementStatus;
    if (last?.action === 'REVOKE') {
      status = 'REVOKED';
      due = required ? due : null;
    } else if (accepted && accepted.version_id === v.id) {
      status = 'AUTHORISED';
      due = null;
      if (kind === 'RISK') {
        expires = new Date(Number(accepted.at_ms) + RISK_VALID_DAYS * DAY_MS);
        if (now >= expires) {
          status = 'EXPIRED';
          due = expires;
        }
      }
    } else if (accepted) {
      status = 'SUPERSEDED';
    } else {
      status = 'PENDING';
    }
    if (!required && status !== 'AUTHORISED') due = null;
    if ((status === 'PENDING' || status === 'SUPERSEDED') && due && now >= due) status = 'OVERDUE';
    rows.push({
      kind,
      required: required ? 'Y' : 'N',
      status,
      version: v.version,
      version_id: v.id,
      published_at: macauTime14(v.published_at),
      due_at: due && status !== 'AUTHORISED' ? macauTime14(due) : '',
      accepted_version: accepted?.version ?? 0,
      accepted_at: accepted ? macauTime14(new Date(Number(accepted.at_ms))) : '',
      accepted_by: accepted?.operator_login ?? '',
      expires_at: expires ? macauTime14(expires) : '',
      due: status === 'AUTHORISED' ? null : due,
      expires: status === 'AUTHORISED' ? expires : null,
      acceptedAt: accepted && accepted.version_id === v.id ? new Date(Number(accepted.at_ms)) : null,
    });
  }
  return rows;
}

const publicRow = ({ due: _due, expires: _e, acceptedAt: _a, ...r }: StateRow): AgreementStateRowT => r;

/** What the organisation must still accept blocks what the agreement governs once due (the gate). */
export function isBlocking(r: StateRow): boolean {
  return r.required === 'Y' && (r.status === 'OVERDUE' || r.status === 'EXPIRED' || r.status === 'REVOKED');
}

export async function agreementStates(ctx: OrgCtx) {
  const rows = await statesOf(ctx.db, orgOf(ctx), ctx.ports.clock.now());
  return { rows: rows.map(publicRow), may_accept: ctx.operator.kind === 'admin' ? 'Y' : 'N' } as const;
}

export async function pendingAgreements(ctx: OrgCtx) {
  const rows = await statesOf(ctx.db, orgOf(ctx), ctx.ports.clock.now());
  const open = rows.filter((r) => r.required === 'Y' && r.status !== 'AUTHORISED');
  return { rows: open.map(publicRow), blocked: open.some(isBlocking) ? 'Y' : 'N' } as const;
}

// Reading the published texts (public).

export async function readProtocol(ctx: CallContext, body: { kind: AgreementKind; version?: number }) {
  const now = ctx.ports.clock.now();
  const v = await versionOf(ctx.db, body.kind, body.version ?? null, now);
  if (!v) throw new AppError('AGR10001');
  const lang = ctx.lang === 'en' ? 'en' : 'zh-TW';
  return {
    version_id: v.id,
    kind: body.kind,
    version: v.version,
    lang,
    title: titleOf(v, lang),
    sections: lang === 'en' ? v.sections_en : v.sections_zh,
    sha256_zh: v.sha256_zh,
    sha256_en: v.sha256_en,
    published_at: macauTime14(v.published_at),
    versions: (await versionList(ctx.db, body.kind, now)).map((x) => ({
      version: Number(x.version),
      published_at: macauTime14(x.published_at),
    })),
  } as const;
}

async function readAll(s: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of s) parts.push(Buffer.isBuffer(c) ? c : Buffer.from(c));
  return Buffer.concat(parts);
}

export async function protocolPdf(
  ctx: CallContext,
  body: { kind: AgreementKind; version: number; lang: 'zh-TW' | 'en' },
) {
  const v = await versionOf(ctx.db, body.kind, body.version, ctx.ports.clock.now());
  if (!v) throw new AppError('AGR10001');
  const key = body.lang === 'en' ? v.pdf_key_en : v.pdf_key_zh;
  let bytes: Buffer;
  if (await ctx.ports.files.exists(key)) bytes = await readAll(await ctx.ports.files.get(key));
  else {
    // Published without a file store (the demo seed): the kit renders the same bytes from the same row.
    bytes = await agreementPdf(
      {
        kind: v.kind,
        version: v.version,
        title: titleOf(v, body.lang),
        sections: body.lang === 'en' ? v.sections_en : v.sections_zh,
        published_at: v.published_at,
      },
      body.lang,
    );
    if (sha256Hex(bytes) === shaOf(v, body.lang)) await ctx.ports.files.put(key, bytes);
  }
  const sha256 = sha256Hex(bytes);
  // The kept bytes are the published ones: a file store that lost or changed them must not serve them.
  if (sha256 !== shaOf(v, body.lang)) throw new AppError('FIL10001');
  return {
    file_name: `${body.kind}-v${v.version}-${body.lang}.pdf`,
    content_base64: bytes.toString('base64'),
    sha256,
  };
}

// Accepting.

/**
 * The version being accepted must be the current one of its kind (AGR10002: a newer one was published
 * while the person read), apply to the organisation (AGR10007), and the hash the person read must be the
 * published one of the language that binds (AGR10003). Answers the version.
 */
async function acceptable(
  ctx: OrgCtx,
  body: { version_id: string; lang: 'zh-TW' | 'en'; doc_sha256: string },
  only?: AgreementKind,
) {
  const now = ctx.ports.clock.now();
  const v = await versionById(ctx.db, body.version_id, now);
  if (!v) throw new AppError('SCM40401');
  const kind = v.kind as AgreementKind;
  const applies = APPLIES[ctx.operator.orgKind];
  if ((only && kind !== only) || ![...applies.required, ...applies.optional].includes(kind)) {
    throw new AppError('AGR10007');
  }
  const current = await versionOf(ctx.db, kind, null, now);
  if (!current || current.id !== v.id) throw new AppError('AGR10002');
  if (shaOf(v, body.lang) !== body.doc_sha256) throw new AppError('AGR10003', 'doc_sha256');
  return v;
}

function evidenceRow(e: EvidenceDbRow): EvidenceRowT {
  return {
    evidence_id: e.id,
    action: e.action,
    kind: e.kind as AgreementKind,
    version: e.version,
    lang: e.lang,
    doc_sha256: e.doc_sha256,
    operator: e.operator_login,
    role: e.operator_role,
    at: macauMs(Number(e.at_ms)),
    ip: e.ip,
    user_agent: e.user_agent,
    factors: e.factors,
    entry_hash: e.entry_hash,
  };
}

/**
 * Appends one entry to the chain, in the caller's transaction, with the head locked: two operators
 * accepting at once are chained one after the other, and the second finds the first's acceptance
 * (AGR10004). `before` runs with the lock held (it spends the SMS code, so a refused acceptance keeps it).
 */
async function append(
  ctx: OrgCtx,
  v: VersionRow,
  action: 'ACCEPT' | 'REVOKE',
  lang: 'zh-TW' | 'en',
  factors: string,
  before: (tx: CallContext['db']) => Promise<void>,
): Promise<EvidenceDbRow> {
  const op = ctx.operator;
  const org = orgOf(ctx);
  return ctx.db.tx(async (tx) => {
    const head = await lockChainHead(tx);
    const last = (await evidenceOf(tx, org, v.kind))[0];
    if (action === 'ACCEPT' && last?.action === 'ACCEPT' && last.version_id === v.id) {
      const stillValid =
        v.kind !== 'RISK' || ctx.ports.clock.now().getTime() < Number(last.at_ms) + RISK_VALID_DAYS * DAY_MS;
      if (stillValid) throw new AppError('AGR10004');
    }
    if (action === 'REVOKE' && last?.action !== 'ACCEPT') throw new AppError('SCM40401');
    await before(tx);
    const at = ctx.ports.clock.now();
    const row: Omit<EvidenceDbRow, 'entry_hash'> = {
      id: String(BigInt(head.last_id) + 1n),
      org_kind: org.kind,
      org_id: org.id,
      operator_id: op.id,
      operator_login: op.loginName,
      operator_role: op.kind,
      version_id: v.id,
      kind: v.kind,
      version: v.version,
      lang,
      doc_sha256: shaOf(v, lang),
      action,
      at_ms: String(at.getTime()),
      ip: ctx.ip.slice(0, 64),
      user_agent: ctx.userAgent.slice(0, 300),
      factors,
      prev_hash: head.last_hash,
    };
    const full = { ...row, entry_hash: entryHash(row) };
    await appendEvidence(tx, full);
    await recordAudit(
      ctx,
      {
        action: action === 'ACCEPT' ? 'agreement_accept' : 'agreement_revoke',
        target: `${v.kind} v${v.version} ${lang}`,
      },
      tx,
    );
    return full;
  });
}

export async function sendAcceptCode(
  ctx: OrgCtx,
  body: { version_id: string; lang: 'zh-TW' | 'en'; doc_sha256: string },
) {
  const v = await acceptable(ctx, body);
  // Already accepted: no code is sent for nothing (the acceptance itself checks again, under the lock).
  const last = (await evidenceOf(ctx.db, orgOf(ctx), v.kind))[0];
  const lapsed =
    v.kind === 'RISK' &&
    last !== undefined &&
    ctx.ports.clock.now().getTime() >= Number(last.at_ms) + RISK_VALID_DAYS * DAY_MS;
  if (last?.action === 'ACCEPT' && last.version_id === v.id && !lapsed) throw new AppError('AGR10004');
  return sendDocumentCode(ctx, ctx.operator, { title: titleOf(v, body.lang), sha256: body.doc_sha256 });
}

export async function acceptWithSms(
  ctx: OrgCtx,
  body: { version_id: string; lang: 'zh-TW' | 'en'; doc_sha256: string; sms_code: string },
  only?: AgreementKind,
) {
  const v = await acceptable(ctx, body, only);
  const codeId = await claimDocumentCode(ctx, ctx.operator, body.doc_sha256, body.sms_code);
  const e = await append(ctx, v, 'ACCEPT', body.lang, 'session+sms', async () => spendCode(ctx, codeId));
  return { evidence: evidenceRow(e) };
}

export async function acceptWithPayPassword(
  ctx: OrgCtx,
  body: { version_id: string; lang: 'zh-TW' | 'en'; doc_sha256: string; pay_password: string },
  only?: AgreementKind,
) {
  const v = await acceptable(ctx, body, only);
  await verifyPayPassword(ctx, ctx.operator, body.pay_password);
  const e = await append(ctx, v, 'ACCEPT', body.lang, 'session+pay_password', async () => {});
  return { evidence: evidenceRow(e) };
}

/** The risk commitment: the RISK agreement only, by SMS code or payment password (SEC10002 with neither). */
export async function riskConfirm(
  ctx: OrgCtx,
  body: {
    version_id: string;
    lang: 'zh-TW' | 'en';
    doc_sha256: string;
    sms_code?: string;
    pay_password?: string;
  },
) {
  if (body.sms_code) return acceptWithSms(ctx, { ...body, sms_code: body.sms_code }, 'RISK');
  if (body.pay_password)
    return acceptWithPayPassword(ctx, { ...body, pay_password: body.pay_password }, 'RISK');
  throw new AppError('SEC10002');
}

export async function revokeConsent(ctx: OrgCtx, body: { kind: AgreementKind }) {
  if (!REVOCABLE.includes(body.kind)) throw new AppError('AGR10006');
  const last = (await evidenceOf(ctx.db, orgOf(ctx), body.kind))[0];
  if (last?.action !== 'ACCEPT') throw new AppError('SCM40401');
  const v = await versionById(ctx.db, last.version_id, ctx.ports.clock.now());
  if (!v) throw new AppError('SCM40401');
  const e = await append(ctx, v, 'REVOKE', last.lang, 'session', async () => {});
  return { evidence: evidenceRow(e) };
}

export async function evidenceList(ctx: OrgCtx, body: { kind?: AgreementKind }) {
  const rows = await evidenceOf(ctx.db, orgOf(ctx), body.kind ?? null);
  return { rows: rows.map(evidenceRow) };
}

export async function evidenceCertificate(ctx: OrgCtx, body: { evidence_id: string }) {
  const org = orgOf(ctx);
  const e = await evidenceById(ctx.db, org, body.evidence_id);
  if (!e) throw new AppError('SCM40401');
  const v = await versionById(ctx.db, e.version_id, ctx.ports.clock.now());
  const facts = await orgFacts(ctx.db, org);
  if (!v || !facts) throw new AppError('SCM40401');
  const bytes = await certificatePdf(e, v, facts);
  return {
    file_name: `AGR-${e.id}-${e.kind}-v${e.version}.pdf`,
    content_base64: bytes.toString('base64'),
    sha256: sha256Hex(bytes),
  };
}

// The provider's view and the inner checks.

export async function subMerchantStates(ctx: SignedInContext<'service'>, body: { mer_no?: string }) {
  const now = ctx.ports.clock.now();
  const subs = await subMerchants(ctx.db, ctx.operator.orgId, body.mer_no?.trim() || null);
  const rows = [];
  for (const m of subs) {
    for (const r of await statesOf(ctx.db, { kind: 'merchant', id: m.id }, now)) {
      rows.push({ ...publicRow(r), mer_no: m.mer_no, mer_name: m.name });
    }
  }
  return { rows };
}

/** famIsInner: a merchant contracted by the institution itself; a provider is inner by definition. */
export async function isInner(ctx: OrgCtx) {
  if (ctx.operator.orgKind === 'service') return { inner: 'Y', basis: 'DIRECT' } as const;
  const facts = await orgFacts(ctx.db, orgOf(ctx));
  return facts && facts.agent_id === null
    ? ({ inner: 'Y', basis: 'DIRECT' } as const)
    : ({ inner: 'N', basis: '' } as const);
}

/** checkMercIsinner: whether the merchant number is one of the provider's own (anyone else's reads N). */
export async function checkInner(ctx: SignedInContext<'service'>, body: { mer_no: string }) {
  const m = await merchantByNo(ctx.db, body.mer_no.trim());
  return m && m.agent_id === ctx.operator.orgId
    ? ({ inner: 'Y', basis: 'PROVIDER' } as const)
    : ({ inner: 'N', basis: '' } as const);
}

/**
 * The consent gate (http/governed.ts): a money move of an organisation with a required agreement
 * overdue, expired or withdrawn is refused with AGR10005. Groups sign nothing here.
 */
export async function governedCheck(ctx: CallContext): Promise<void> {
  const op = ctx.operator;
  if (!op || (op.orgKind !== 'merchant' && op.orgKind !== 'service')) return;
  const rows = await statesOf(ctx.db, { kind: op.orgKind, id: op.orgId }, ctx.ports.clock.now());
  if (rows.some(isBlocking)) throw new AppError('AGR10005');
}
