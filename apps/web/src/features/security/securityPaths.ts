import type { PageId } from '@mp/core/routes';
import { currentAccess } from '../../access/personAccess.ts';
import type { SignedInArea } from '../../storage/browserStorage.ts';

/** The security pages, by what they do. */
const PAGES = {
  home: 'security.settings',
  password: 'security.loginPassword',
  phone: 'security.phone',
  payPassword: 'security.payPassword',
  payReset: 'security.resetPayPassword',
} as const satisfies Record<string, PageId>;

export type SecurityPage = keyof typeof PAGES;

/** The page of the area, when the person may open it; null otherwise. */
export function securityPath(area: SignedInArea, page: SecurityPage): string | null {
  return currentAccess().pathTo(PAGES[page], area);
}
