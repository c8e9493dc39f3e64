import type { AnswerOf, RequestOf } from '@mp/core/contract';
import * as c from '@mp/core/contracts/roles';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';
import type { ListQuery } from '../../ui/list/spec.ts';

/** Roles and the permission tree (admin/role*, oper/*, docs/api.md "Roles"). */
export type RoleMenu = AnswerOf<typeof c.roleMenu>;
export type RoleChoice = AnswerOf<typeof c.operAllRole>['rows'][number];

export const roleKeys = {
  all: ['roles'] as const,
  lists: () => [...roleKeys.all, 'list'] as const,
  list: (q: ListQuery) => [...roleKeys.lists(), q.filters, q.paging] as const,
  every: () => [...roleKeys.all, 'every'] as const,
  choices: (operId: string | null) => [...roleKeys.all, 'choices', operId ?? ''] as const,
  menus: () => [...roleKeys.all, 'menu'] as const,
  menu: (roleId: string | null) => [...roleKeys.menus(), roleId ?? ''] as const,
};

export function useRolePage(q: ListQuery) {
  return useQuery({
    queryKey: roleKeys.list(q),
    enabled: q.enabled,
    placeholderData: keepPreviousData,
    queryFn: async () => unwrap(await call(c.rolePageList, { ...q.filters, ...q.paging })),
  });
}

/** Every live role (filters and the role of a role's detail page). */
export function useRoleList() {
  return useQuery({
    queryKey: roleKeys.every(),
    queryFn: async () => unwrap(await call(c.roleList, {})).rows,
  });
}

/** The roles an operator may be given, the operator's own marked (urmOperQueryAllRole). */
export function useRoleChoices(operId: string | null) {
  return useQuery({
    queryKey: roleKeys.choices(operId),
    queryFn: async () => unwrap(await call(c.operAllRole, operId ? { oper_id: operId } : {})).rows,
  });
}

/** The area's permission tree; with a role, its codes checked. */
export function useRoleMenu(roleId: string | null) {
  return useQuery({
    queryKey: roleKeys.menu(roleId),
    queryFn: async () => unwrap(await call(c.roleMenu, roleId ? { role_id: roleId } : {})),
  });
}

function useInvalidateRoles() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: roleKeys.all });
    // An operator list shows role names.
    void qc.invalidateQueries({ queryKey: ['operators'] });
  };
}

export function useAddRole(handleCodes?: readonly string[]) {
  const done = useInvalidateRoles();
  return useMutation({
    mutationFn: async (body: RequestOf<typeof c.roleAdd>) =>
      unwrap(await call(c.roleAdd, body, { handleCodes })),
    onSuccess: done,
  });
}

export function useUpdateRole(handleCodes?: readonly string[]) {
  const done = useInvalidateRoles();
  return useMutation({
    mutationFn: async (body: RequestOf<typeof c.roleUpdate>) =>
      unwrap(await call(c.roleUpdate, body, { handleCodes })),
    onSuccess: done,
  });
}

export function useDeleteRole() {
  const done = useInvalidateRoles();
  return useMutation({
    mutationFn: async (roleId: string) => unwrap(await call(c.roleDelete, { role_id: roleId })),
    onSuccess: done,
  });
}
