/**
 * The review kit of the back office (issue 25 point 3): one queue of every kind of request the provider
 * decides. A kind registers from its own module (`reviewKinds`, kind.ts); the back office's pages call
 * routes.ts, machines the JSON API of ops-api.ts with a staff API token.
 */
export {
  type DecideInput,
  type DecisionRule,
  L,
  labelIn,
  mop,
  type PendingRequest,
  type ReviewKind,
  type ReviewStaff,
  type ReviewView,
  registerReviewKind,
} from './kind.ts';
export { registerReviewOpsApi } from './ops-api.ts';
export { endpoints } from './routes.ts';
