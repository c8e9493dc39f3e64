import { X509Certificate } from 'node:crypto';
import { validateCertificatePem } from '@mp/core';
import type { CertInfoT } from '@mp/core/schemas/security';
import { macauTime14 } from '@mp/core/time';
import { AppError } from '../../kernel/errors.ts';
import { auditedStep, commitChange } from './audited.ts';
import { confirmChange } from './confirm.ts';
import { type KeyCtx, keyOrgCaller } from './org.ts';
import { type CertRow, saveCert } from './queries.ts';
import { CHANGES, changeMail } from './texts.ts';

/** A certificate as read from its PEM: what is stored of it but the time of the change. */
export type ParsedCert = Omit<CertRow, 'updated_at'>;

const oneLine = (dn: string) => dn.split('\n').filter(Boolean).join(', ');

/**
 * Parses one PEM certificate with node:crypto and refuses (VAL10025) anything that is not a certificate,
 * or one outside its validity at `now`. Whether it is self-signed (issuer = subject and its own key
 * verifies it) is reported, not required.
 */
export function parseCertificate(pem: string, now: Date): ParsedCert {
  const shape = validateCertificatePem(pem);
  if (shape) throw new AppError(shape, 'cert_content');
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(pem.trim());
  } catch {
    throw new AppError('VAL10025', 'cert_content');
  }
  const from = new Date(cert.validFrom);
  const to = new Date(cert.validTo);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) throw new AppError('VAL10025', 'validity');
  if (now < from) throw new AppError('VAL10025', 'not yet valid');
  if (now > to) throw new AppError('VAL10025', 'expired');
  let selfSigned = false;
  try {
    selfSigned = cert.checkIssued(cert) && cert.verify(cert.publicKey);
  } catch {
    selfSigned = false;
  }
  return {
    subject: oneLine(cert.subject),
    issuer: oneLine(cert.issuer),
    serial_no: cert.serialNumber,
    fingerprint: cert.fingerprint256,
    valid_from: from,
    valid_to: to,
    self_signed: selfSigned,
  };
}

export function certInfo(c: CertRow): CertInfoT {
  return {
    subject: c.subject,
    issuer: c.issuer,
    serial_no: c.serial_no,
    fingerprint: c.fingerprint,
    valid_from: macauTime14(c.valid_from),
    valid_to: macauTime14(c.valid_to),
    self_signed: c.self_signed ? 'Y' : 'N',
    updated_at: macauTime14(c.updated_at),
  };
}

export async function updateCertificate(
  ctx: KeyCtx,
  body: { cert_content: string; sms_code?: string; pay_password?: string },
) {
  const { op, org } = keyOrgCaller(ctx);
  const at = ctx.ports.clock.now();
  const parsed = parseCertificate(body.cert_content, at);
  const by = await auditedStep(ctx, 'cert_change', parsed.subject, () =>
    confirmChange(ctx, op, 'cert', body),
  );
  await commitChange(
    ctx,
    org,
    {
      action: 'cert_change',
      target: parsed.subject,
      mail: changeMail(CHANGES.cert, { loginName: op.loginName, ip: ctx.ip }, macauTime14(at), {
        zh: `證書主體：${parsed.subject}，有效期至 ${macauTime14(parsed.valid_to)}。`,
        en: `Subject: ${parsed.subject}, valid until ${macauTime14(parsed.valid_to)}. `,
      }),
    },
    async (tx) => {
      await saveCert(tx, org, { ...parsed, pem: body.cert_content.trim(), by: op.id, at });
      return { confirmed_by: by, fingerprint: parsed.fingerprint, valid_to: macauTime14(parsed.valid_to) };
    },
  );
  return { cert: certInfo({ ...parsed, updated_at: at }) };
}
