import { addDaysYmd, todayYmd } from '@mp/core';
import { PAY_TYPES } from '@mp/core/schemas/transactions';
import { instantOfTime14, macauTime14 } from '@mp/core/time';
import { Rng } from '../../db/seed/random.ts';
import type { Db } from '../../db/types.ts';
import type { FileStore, NetworkPayType } from '../../kernel/ports.ts';
import { sqlDate } from '../../lists/range.ts';
import { type ChannelLine, writeChannelFile } from '../../ports/channel-file-format.ts';
import { channelFileKey } from '../../ports/channel-files-local.ts';
import type { ScheduledJob } from '../../schedule/index.ts';
import { selectProcessed } from './queries.ts';

/**
 * The payment network's day-end (issue 25 point 6): each channel writes its settlement file of a business
 * day, one per payment type, listing every payment and refund it processed (docs/protocol.md, "Channel
 * settlement files"), into its drop folder (the file store; ports/channel-files-local.ts reads it from
 * there). Like a real channel it is not always right: a fault may drop a line, add a line we do not have
 * or change an amount, given by the caller (tests) or at random for a share of the files (the demo,
 * CHANNEL_FILE_FAULT_RATE), the same for the same day and type.
 */

export type ChannelFault =
  /** The channel leaves out our payment or refund with this number. */
  | { kind: 'drop'; orderNo: string }
  /** The channel lists a payment we do not have, for this merchant. */
  | { kind: 'extra'; merNo: string; amount: number; orderNo?: string }
  /** The channel lists our payment or refund with another amount. */
  | { kind: 'amount'; orderNo: string; amount: number };

export interface PublishOptions {
  /** Faults per payment type (the random ones are then not drawn for that type). */
  faults?: Partial<Record<NetworkPayType, readonly ChannelFault[]>>;
  /** Share of files given one random fault (0 = none). */
  faultRate?: number;
  /** Write the file again even when the channel already published it. */
  replace?: boolean;
}

/** The network's fee on a payment: 0.6 %, half up (its own charge to the acquirer; information only). */
const networkFee = (amount: number) => Math.floor((amount * 60 + 5000) / 10000);

function seedOf(ymd: string, payType: string): number {
  let h = 2166136261;
  for (const ch of `${ymd}:${payType}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

function randomFault(rng: Rng, lines: readonly ChannelLine[], ymd: string): ChannelFault {
  const target = rng.pick(lines);
  const kind = rng.pick(['drop', 'extra', 'amount'] as const);
  if (kind === 'drop') return { kind, orderNo: target.orderNo };
  if (kind === 'amount')
    return { kind, orderNo: target.orderNo, amount: target.amount + rng.pick([-100, -1, 1, 50, 1000]) };
  return { kind, merNo: target.merNo, amount: rng.int(500, 30_000), orderNo: `X${ymd}${rng.digits(8)}` };
}

function applyFault(
  lines: ChannelLine[],
  f: ChannelFault,
  payType: NetworkPayType,
  ymd: string,
): ChannelLine[] {
  if (f.kind === 'drop') return lines.filter((l) => l.orderNo !== f.orderNo);
  if (f.kind === 'amount')
    return lines.map((l) => (l.orderNo === f.orderNo ? { ...l, amount: Math.max(1, f.amount) } : l));
  const orderNo = f.orderNo ?? `X${ymd}${String(lines.length + 1).padStart(8, '0')}`;
  return [
    ...lines,
    {
      channelRef: `${payType.slice(0, 2)}${orderNo}`,
      orderNo,
      merNo: f.merNo,
      type: 'PAYMENT',
      amount: f.amount,
      currency: 'MOP',
      fee: networkFee(f.amount),
      time: `${ymd}235900`,
    },
  ];
}

/**
 * Writes each payment type's file of business day `ymd` (yyyymmdd) into the channels' drop folder; a file
 * already there stays unless `replace`. Answers the data lines written per type.
 */
export async function publishChannelFiles(
  db: Db,
  files: FileStore,
  ymd: string,
  opts: PublishOptions = {},
): Promise<Partial<Record<NetworkPayType, number>>> {
  const rows = await selectProcessed(db, sqlDate(ymd));
  const written: Partial<Record<NetworkPayType, number>> = {};
  for (const payType of PAY_TYPES) {
    const key = channelFileKey(payType, ymd);
    if (!opts.replace && (await files.exists(key))) continue;
    let lines: ChannelLine[] = rows
      .filter((r) => r.pay_type === payType)
      .map((r) => {
        const amount = Number(r.amount);
        const refund = r.txn_type === 'REFUND';
        return {
          channelRef: r.agg_order_no || `N${r.txn_no}`,
          orderNo: r.txn_no,
          merNo: r.mer_no,
          type: refund ? 'REFUND' : 'PAYMENT',
          amount,
          currency: r.currency,
          fee: refund ? 0 : networkFee(amount),
          time: macauTime14(r.at),
        };
      });
    const rng = new Rng(seedOf(ymd, payType));
    const faults =
      opts.faults?.[payType] ??
      (lines.length > 0 && rng.chance(opts.faultRate ?? 0) ? [randomFault(rng, lines, ymd)] : []);
    for (const f of faults) lines = applyFault(lines, f, payType, ymd);
    await files.put(key, Buffer.from(writeChannelFile(lines), 'utf8'));
    written[payType] = lines.length;
  }
  return written;
}

/** Days the channels publish files of at start (the reconciliation reads the last 35 days). */
export const CHANNEL_FILE_DAYS = 35;
/** The channels publish yesterday's files at 00:15 Macau. */
const PUBLISH_AT = '001500';

function nextPublishAt(now: Date): Date {
  const today = todayYmd(now);
  const t = instantOfTime14(`${today}${PUBLISH_AT}`);
  return t > now ? t : instantOfTime14(`${addDaysYmd(today, 1)}${PUBLISH_AT}`);
}

/**
 * The local payment network's day-end (CHANNEL_FILES_JOB): at start it publishes the files of the last
 * 35 closed days that are missing, then every day at 00:15 Macau yesterday's. Started with the simulator
 * (jobs/money-background.ts); a real channel publishes its own, and this job is then off.
 */
export const channelFilesJob: ScheduledJob = {
  startsWith: 'money',
  name: 'channel-files',
  on: (config) => config.channelFilesJob,
  at: nextPublishAt,
  async run(deps, now) {
    const today = todayYmd(now);
    const published: Record<string, number> = {};
    for (let i = CHANNEL_FILE_DAYS; i >= 1; i--) {
      const ymd = addDaysYmd(today, -i)!;
      const w = await publishChannelFiles(deps.db, deps.ports.files, ymd, {
        faultRate: deps.config.channelFileFaultRate,
      });
      const n = Object.keys(w).length;
      if (n) published[ymd] = n;
    }
    return Object.keys(published).length ? { published } : null;
  },
  says: { done: 'channel settlement files published', failed: 'channel settlement files not published' },
};
