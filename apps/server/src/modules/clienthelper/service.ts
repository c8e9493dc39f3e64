import { newLicenceKey, signLicence } from '@mp/core/clienthelper/licence';
import type { HelperDownloadReqT, HelperDownloadResT } from '@mp/core/schemas/clienthelper';
import { todayYmd } from '@mp/core/time';
import type { SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { insertLicence, licenceKey, merchantHosts } from './queries.ts';

export const HELPER_VERSION = '1.0.0';
const TEST_DAYS = 30;
const PRODUCT_DAYS = 366;

function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

function ymdPlusDays(now: Date, days: number): string {
  return todayYmd(new Date(now.getTime() + days * 86_400_000));
}

/**
 * A licence for the caller's merchant: TEST for any host until 30 days from today; PRODUCT for the hosts
 * of its notification URLs (security management), a year (HLP10001 while it has none).
 */
export async function downloadHelper(
  ctx: SignedInContext<'merchant'>,
  body: HelperDownloadReqT,
): Promise<HelperDownloadResT> {
  const m = await merchantHosts(ctx.db, ctx.operator.orgId);
  if (!m) throw new AppError('SCM40401');
  const now = ctx.ports.clock.now();
  const hosts =
    body.licence_type === 'TEST'
      ? []
      : ([...new Set([hostOf(m.page_url), hostOf(m.async_url)].filter((h) => !!h))] as string[]);
  if (body.licence_type === 'PRODUCT' && hosts.length === 0) throw new AppError('HLP10001');
  const key = await licenceKey(ctx.db, newLicenceKey);
  const licence = signLicence(
    {
      type: body.licence_type,
      subject: m.mer_no,
      hosts,
      not_after: ymdPlusDays(now, body.licence_type === 'TEST' ? TEST_DAYS : PRODUCT_DAYS),
      issued_at: todayYmd(now),
    },
    key.private_key,
  );
  await ctx.db.tx(async (tx) => {
    await insertLicence(tx, {
      merchantId: ctx.operator.orgId,
      type: body.licence_type,
      hosts: hosts.join(','),
      notAfter: licence.not_after,
      by: ctx.operator.id,
      at: now,
    });
    await recordAudit(
      ctx,
      { action: 'helper_licence', target: `${body.licence_type} ${hosts.join(',')}`.trim() },
      tx,
    );
  });
  return {
    file_name: `mp-client-helper-${m.mer_no}-${licence.issued_at}.lic`,
    helper_version: HELPER_VERSION,
    licence,
    verify_key: key.public_key,
  };
}
