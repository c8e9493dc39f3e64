import { MANIFESTS } from '@mp/core/capabilities/index.generated';
import { merged } from '@mp/core/capability';

/**
 * The colour of a status tag, by wire value: green done, blue in progress, red failed, orange waiting,
 * grey closed. Each capability's manifest (packages/core capabilities/) gives the colours of its values;
 * the values mean the same wherever they appear.
 */
const COLORS: Readonly<Record<string, string>> = merged(MANIFESTS, 'statuses');

/** Whether the value has a colour of its own (every status of packages/core must: statusColors.test.ts). */
export function hasStatusColor(value: string): boolean {
  return Object.hasOwn(COLORS, value);
}

export function statusColor(value: string): string {
  return COLORS[value] ?? 'default';
}

/** Solid colours of the payment types, for the dashboard chart and its legend. */
export const PAY_TYPE_FILL: Readonly<Record<string, string>> = {
  WECHAT: '#2ba245',
  ALIPAY: '#1677ff',
  UNIONPAY: '#d4380d',
  MCB: '#722ed1',
  HUAYIN: '#d48806',
};
