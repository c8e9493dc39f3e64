import { areaCodes } from '@mp/core/access';
import type { PermissionCode } from '@mp/core/permissions';
import { operatorMayUse } from '../../http/gates.ts';
import type { Operator } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';

/**
 * The granting rule: an operator hands out only codes that gate a page of the organisation's area
 * (OPR10008) and that the operator holds (OPR10004). `codes` are the codes being added or removed.
 */
export function checkGrantable(op: Operator, codes: Iterable<string>): void {
  const area = areaCodes(op.orgKind);
  const list = [...codes];
  const foreign = list.find((c) => !area.has(c as PermissionCode));
  if (foreign) throw new AppError('OPR10008', foreign);
  // Every code left gates a page of the area, so the permission rule asks that the operator holds it.
  const lacking = list.find((c) => !operatorMayUse(op, c as PermissionCode));
  if (lacking) throw new AppError('OPR10004', lacking);
}

/** Codes in exactly one of the two sets: what a change of a role's codes grants or takes away. */
export function changedCodes(before: Iterable<string>, after: Iterable<string>): string[] {
  const a = new Set(before);
  const b = new Set(after);
  return [...[...a].filter((c) => !b.has(c)), ...[...b].filter((c) => !a.has(c))];
}
