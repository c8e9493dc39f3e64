import { z } from 'zod';
import { AREAS } from './auth.ts';
import { IdField, YN } from './operators.ts';
import { PageFields } from './transactions.ts';

/**
 * Roles and their permission codes (spec point 7, `admin/role*`, `oper/*`; codes 1222, 1223, 1224).
 * A role is granted only codes the granter holds and that gate a route of the organisation's area.
 */

export const ROLE_LIMITS = { name: 30, description: 100, codes: 100 } as const;

const CodeField = z.string().regex(/^\d{1,4}$/);

export const RolePageListReq = z
  .object({
    role_name: z.string().max(64).optional(),
    ...PageFields,
  })
  .strict();

export const RoleRow = z.object({
  role_id: z.string(),
  role_name: z.string(),
  description: z.string(),
  is_admin: YN,
  /** Operators and cashiers (not deleted) holding the role. */
  oper_count: z.number().int(),
  /**
   * Comma list of the role's permission codes; empty unless the caller may view (1222) or modify (1224)
   * role permissions.
   */
  codes: z.string(),
  /** How many codes the role holds (shown to every holder of 12). */
  code_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RoleRowT = z.infer<typeof RoleRow>;

export const RolePageListRes = z.object({
  total: z.number().int(),
  page_no: z.number().int(),
  page_size: z.number().int(),
  rows: z.array(RoleRow),
});
export const RoleListRes = z.object({ rows: z.array(RoleRow) });

export const RoleIdReq = z.object({ role_id: IdField }).strict();
export const RoleIdRes = z.object({ role_id: z.string() });

export const RoleAddReq = z
  .object({
    role_name: z.string().max(64),
    description: z.string().max(200).optional(),
    codes: z.array(CodeField).max(ROLE_LIMITS.codes),
  })
  .strict();
export type RoleAddReqT = z.infer<typeof RoleAddReq>;

export const RoleUpdateReq = RoleAddReq.extend({ role_id: IdField }).strict();
export type RoleUpdateReqT = z.infer<typeof RoleUpdateReq>;

/** One permission of the tree: a code, its label, and the codes grouped under it (e.g. 12 > 1212). */
export interface MenuNodeT {
  code: string;
  name: string;
  /** Y when the caller holds the code and so may grant it. */
  grantable: 'Y' | 'N';
  /** Y when the role asked about (roleMenu role_id) holds the code. */
  checked: 'Y' | 'N';
  children: MenuNodeT[];
}
export const MenuNode: z.ZodType<MenuNodeT> = z.lazy(() =>
  z.object({ code: z.string(), name: z.string(), grantable: YN, checked: YN, children: z.array(MenuNode) }),
);

/** The tree grouped like the area's menu (MENU_SECTIONS order). */
export const MenuTree = z.array(
  z.object({ section: z.string(), name: z.string(), nodes: z.array(MenuNode) }),
);

export const RoleMenuReq = z.object({ role_id: IdField.optional() }).strict();
export const RoleMenuRes = z.object({ area: z.enum(AREAS), sections: MenuTree });

/** The caller's own codes and menu. */
export const RoleOperMenuRes = z.object({ area: z.enum(AREAS), permissions: z.string(), sections: MenuTree });

/** Every role of the organisation, the one the operator holds marked (the operator form's select). */
export const OperAllRoleReq = z.object({ oper_id: IdField.optional() }).strict();
export const OperAllRoleRes = z.object({
  rows: z.array(z.object({ role_id: z.string(), role_name: z.string(), is_admin: YN, selected: YN })),
});

/** The administrator role brought up to every code of the area (after the product gained a page). */
export const RoleSyncRes = z.object({ role_id: z.string(), added_codes: z.string() });
