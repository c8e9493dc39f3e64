/**
 * The money rule of a campaign (issue 27 point 3), one function for the server's booking and the portal's
 * preview. Amounts are integer cents.
 *
 * - DISCOUNT `rate` is the whole percent the payer pays (85 = 15 % off): the discount is the rest of the
 *   bill, floored to the cent (a payer never pays a fraction more than the rate says).
 * - REDUCTION: a bill of at least `threshold` gets `reduction` off; below it nothing.
 * - Then the caps, in this order: the per-transaction cap, what is left of the amount budget (the last
 *   redemption may get less than the full discount, never more than the budget), and the payer pays at
 *   least 0.01 (`minPay` cents already taken off by someone else count).
 */
export interface CampaignTerms {
  kind: 'DISCOUNT' | 'REDUCTION';
  rate: number | null;
  threshold: number | null;
  reduction: number | null;
  perTxnCap: number | null;
  amountCap: number | null;
}

export interface DiscountInput {
  /** The bill, in cents. */
  amount: number;
  /** Discount already used of the amount budget. */
  used?: number;
  /** Discount already given on this bill by others (the network's own offer). */
  otherDiscount?: number;
}

/** The discount of one bill, in cents (0 when the campaign does not apply). */
export function campaignDiscount(t: CampaignTerms, input: DiscountInput): number {
  const amount = Math.trunc(input.amount);
  if (!(amount > 0)) return 0;
  let d = 0;
  if (t.kind === 'DISCOUNT' && t.rate !== null && t.rate >= 1 && t.rate <= 99)
    d = Math.floor((amount * (100 - t.rate)) / 100);
  if (t.kind === 'REDUCTION' && t.threshold !== null && t.reduction !== null && amount >= t.threshold)
    d = t.reduction;
  if (t.perTxnCap !== null) d = Math.min(d, t.perTxnCap);
  if (t.amountCap !== null) d = Math.min(d, Math.max(0, t.amountCap - (input.used ?? 0)));
  d = Math.min(d, amount - (input.otherDiscount ?? 0) - 1);
  return Math.max(0, d);
}

/**
 * The part of a campaign's discount (or of a funder's part of it) a refund gives back: the refund's share of
 * `amount`, what the payer paid (refunds are of that, never of the discount), floored; the refund that
 * completes it gives back all that is left (so the parts add up to the discount).
 */
export function refundShare(
  discount: number,
  amount: number,
  refundedBefore: number,
  refund: number,
): number {
  if (discount <= 0 || amount <= 0 || refund <= 0) return 0;
  const after = Math.min(amount, refundedBefore + refund);
  const givenBefore = Math.floor((discount * Math.min(amount, refundedBefore)) / amount);
  const givenAfter = after >= amount ? discount : Math.floor((discount * after) / amount);
  return Math.max(0, givenAfter - givenBefore);
}

/**
 * Who pays a campaign's discount (union marketing, issue 27 point 4): whole percents of every discount
 * paid by the merchant's provider and by a card scheme or bank; the merchant pays the rest.
 */
export interface FunderShares {
  provider: number;
  scheme: number;
}

export const FUNDER_KINDS = ['MERCHANT', 'PROVIDER', 'SCHEME'] as const;

/** Shares as typed ('' is 0): whole percents 0-100 adding up to at most 100, else null. */
export function parseShares(provider: string, scheme: string): FunderShares | null {
  const one = (v: string) => {
    const t = v.trim();
    if (t === '') return 0;
    return /^\d{1,3}$/.test(t) ? Number(t) : Number.NaN;
  };
  const s = { provider: one(provider), scheme: one(scheme) };
  if (!(s.provider >= 0 && s.scheme >= 0 && s.provider + s.scheme <= 100)) return null;
  return s;
}

/**
 * Each funder's part of one discount, in cents: the provider's and the scheme's floored, the merchant the
 * remainder, so the parts always add up to the discount.
 */
export function splitDiscount(discount: number, shares: FunderShares) {
  const provider = Math.floor((discount * shares.provider) / 100);
  const scheme = Math.floor((discount * shares.scheme) / 100);
  return { merchant: discount - provider - scheme, provider, scheme };
}

/** What a preview shows for one bill: the payer's part, the discount, each funder's part of it, the merchant's takings before the fee. */
export function previewBill(
  t: CampaignTerms,
  amount: number,
  shares: FunderShares = { provider: 0, scheme: 0 },
) {
  const discount = campaignDiscount(t, { amount });
  const parts = splitDiscount(discount, shares);
  // The merchant receives what the payer pays plus the funders' parts (booked to its balance, PROMO_FUNDED).
  return { amount, discount, payer: amount - discount, merchant: amount - parts.merchant, parts };
}

/** Budget alert levels (per cent of the amount or count cap used). */
export const PROMOTION_ALERT_LEVELS = [50, 80, 100] as const;

/** The highest alert level reached by `used` of `cap` (0 when none or no cap). */
export function alertLevel(used: number, cap: number | null): number {
  if (cap === null || cap <= 0) return 0;
  let level = 0;
  for (const l of PROMOTION_ALERT_LEVELS) if (used * 100 >= cap * l) level = l;
  return level;
}

/**
 * A payment clustered just above a reduction threshold: paid at or up to 5 % (at least 1.00) above it. Many
 * of them may be split or padded bills; the report counts them.
 */
export function nearThreshold(amount: number, threshold: number | null): boolean {
  if (threshold === null) return false;
  return amount >= threshold && amount - threshold <= Math.max(100, Math.floor(threshold / 20));
}
