import { maskPhone } from '@mp/core';
import { macauTime14 } from '@mp/core/time';
import type { SignedInContext } from '../../kernel/context.ts';
import { certInfo } from './cert.ts';
import { holdsOrgSecrets } from './org.ts';
import { findCert, findKey, findUrls, type KeyOrg, operatorSecrets } from './queries.ts';

/** The pages that read this answer: the security page (13) and the operator's own credential pages. */
const _SECURITY_PAGES = ['13', '131', '1321', '1322', '133'] as const;

/**
 * meradm/querySecurityInfo: what the security pages show, never a secret itself. Any of the security
 * pages' codes that the caller's area gates opens the operator's own part (payment password set, masked
 * phone); the organisation's key hint, URLs and certificate are answered only to whoever manages them
 * (holdsOrgSecrets).
 */
export async function securityInfo(ctx: SignedInContext) {
  const op = ctx.operator;
  const now = ctx.ports.clock.now();
  const secrets = await operatorSecrets(ctx.db, op.id);
  const personal = {
    pay_password_set: secrets?.pay_password_hash ? ('Y' as const) : ('N' as const),
    phone_area: secrets?.phone_area ?? '',
    phone: secrets?.phone ? maskPhone(secrets.phone) : '',
  };
  if (!holdsOrgSecrets(op)) {
    return {
      has_key_settings: 'N' as const,
      key_set: 'N' as const,
      key_hint: '',
      key_updated_at: '',
      prev_key_valid_until: '',
      async_notify_url: '',
      page_notify_url: '',
      cert: null,
      ...personal,
    };
  }
  const org: KeyOrg = { kind: op.orgKind, id: op.orgId };
  const [key, urls, cert] = await Promise.all([
    findKey(ctx.db, org),
    findUrls(ctx.db, org),
    findCert(ctx.db, org),
  ]);
  const overlap = key?.prev_valid_until && key.prev_valid_until > now ? key.prev_valid_until : null;
  return {
    has_key_settings: 'Y' as const,
    key_set: key ? ('Y' as const) : ('N' as const),
    key_hint: key?.key_hint ?? '',
    key_updated_at: macauTime14(key?.updated_at),
    prev_key_valid_until: macauTime14(overlap),
    async_notify_url: urls?.async_url ?? '',
    page_notify_url: urls?.page_url ?? '',
    cert: cert ? certInfo(cert) : null,
    ...personal,
  };
}
