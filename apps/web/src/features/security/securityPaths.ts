import type { SignedInArea } from '../../storage/index.ts';
import { openablePath } from '../listpage/area.ts';

/** The security pages of the three areas, by what they do (names from the route table). */
const NAMES = {
  home: ['security', 'security_service', 'security_group'],
  password: ['modify_psd', 'modify_psd_service', 'modify_psd_group'],
  phone: ['phoneChange', 'modify_mbl_service', 'modify_mbl_group'],
  payPassword: ['pavement_psd'],
  payReset: ['reset_pavement_psd'],
} as const;

export type SecurityPage = keyof typeof NAMES;

/** The page of the area, when the person may open it; null otherwise. */
export function securityPath(area: SignedInArea, page: SecurityPage): string | null {
  return openablePath(area, NAMES[page]);
}
