import { formatCents, type Label } from '@mp/core';
import type { ReviewDecisionT } from '@mp/core/schemas/review';
import type { Db } from '../../db/types.ts';
import type { Ports } from '../../kernel/ports.ts';

/**
 * What a kind of request tells the review kit (docs/adding-a-capability.md, "Review kinds"). A module
 * exports its kinds as `reviewKinds = [...]` from its index.ts; modules/index.ts hands them to the kit, and
 * the module's manifest names them (`reviewKinds`, capability-kit.test.ts).
 */

/** The staff member deciding: an operator of the provider, by id, with the name shown to the requester. */
export interface ReviewStaff {
  id: string;
  name: string;
}

/** One request of the kind awaiting review, from the kind's own tables. */
export interface PendingRequest {
  /** The request's own number (unique within the kind). */
  ref: string;
  merNo: string;
  merName: string;
  /** The operator who raised it (never its decider), null when none is known. */
  requesterId: string | null;
  /** Cents, null when the request carries no amount. */
  amount: number | null;
  submittedAt: Date;
  summary: string;
}

export interface ReviewView {
  /** A value is text as it is (numbers, names) or a label in both languages (a status, a kind). */
  sections: { title: Label; rows: { label: Label; value: string | Label }[] }[];
  files: { label: Label; fileId: string; fileName: string }[];
  /** The requester's side of the history, as the module keeps it. */
  history: { at: Date | string; action: string; actor: string; reason: string }[];
}

export interface DecisionRule {
  /** A reason (code or text) is required; it is what the requester sees. */
  reason: boolean;
  /** An approving decision: above the limit it waits for a second approver (four eyes). */
  second?: boolean;
  /** Taken on a request already decided with this decision (a credited payment refunded), not on a pending one. */
  after?: ReviewDecisionT;
}

export interface DecideInput {
  staff: ReviewStaff;
  /** The reason the requester sees: the catalogue's label (zh) and the free text. */
  reason: string;
  reasonCode: string;
  reasonText: string;
  at: Date;
  ip: string;
  ports: Pick<Ports, 'sms' | 'clock'>;
}

export interface ReviewKind {
  name: string;
  title: Label;
  /** Hours after which an open request of the kind is overdue (default: the config's REVIEW_OVERDUE_HOURS). */
  overdueHours?: number;
  decisions: Partial<Record<ReviewDecisionT, DecisionRule>>;
  /**
   * The module's refusals that mean the request is no longer awaiting this decision (another reviewer's
   * decision won a race the queue had not seen yet): the kit answers them as REV10002, like an item decided.
   */
  closedCodes?: readonly string[];
  pending(db: Db): Promise<PendingRequest[]>;
  /** What the reviewer sees; null when there is no such request of the kind. */
  show(db: Db, ref: string): Promise<ReviewView | null>;
  /**
   * Carries the decision out in the requester's module, in the kit's transaction `tx` (its refusals roll
   * the whole decision back). May return what to do after the commit (an SMS).
   */
  decide(
    tx: Db,
    ref: string,
    decision: ReviewDecisionT,
    d: DecideInput,
  ): Promise<undefined | (() => Promise<void>)>;
}

const registry = new Map<string, ReviewKind>();

/** Registers a kind (modules/index.ts, from every module's `reviewKinds`); the same name twice is a mistake. */
export function registerReviewKind(k: ReviewKind): void {
  const had = registry.get(k.name);
  if (had && had !== k) throw new Error(`review kind ${k.name} registered twice`);
  registry.set(k.name, k);
}

export function reviewKinds(): ReviewKind[] {
  return [...registry.values()];
}

export function kindOf(name: string): ReviewKind | undefined {
  return registry.get(name);
}

/** Cents as MOP with two decimals, for a view's rows. */
export function mop(cents: number | string | null): string {
  return cents === null ? '' : `MOP ${formatCents(Number(cents))}`;
}

/** A label of both languages from a pair. */
export const L = (zh: string, en: string): Label => ({ zh, en });

/** A value's label of a label set, in both languages (the value itself when the set does not know it). */
export function labelIn<T extends object>(set: T, value: string): Label | string {
  return Object.hasOwn(set, value) ? (set as Record<string, Label>)[value] : value;
}
