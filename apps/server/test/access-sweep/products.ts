import type { Probe, Sample, SweepTable } from './kit.ts';

const samples: Record<string, Sample> = {
  'meradm/queryProdChanChecks': () => ({ mer_no: 'M0000000' }),
  'meradm/deleteConfigChannel': () => ({ pay_type: 'MCB' }),
  'meradm/urmMercPrdauthAdd': () => ({ mer_no: 'M0000000', product_code: 'WECHAT_QR' }),
  'meradm/urmMercPrdauthCancel': () => ({ mer_no: 'M0000000', product_code: 'WECHAT_POS' }),
};

const noCode: Record<string, string> = {
  'meradm/queryStandardProduct': 'the product catalogue: reference data of no organisation',
  'meradm/queryProdClass': 'the product catalogue: reference data of no organisation',
  'meradm/queryProducts': 'the product catalogue: reference data of no organisation',
  'meradm/queryProductChannels': 'the product catalogue: reference data of no organisation',
  'pc/getPaymentSceneCode':
    "the product catalogue's scenes; a merchant's own open ones flagged (its organisation only)",
};

const probes: Record<string, Probe> = {
  'meradm/queryConfigChannel mer_no': { ignoredIn: ['merchant'] },
  'meradm/queryProductCharges mer_no': { ignoredIn: ['merchant'] },
  'meradm/urmMercPrdauthAdd mer_no': {},
  'meradm/urmMercPrdauthCancel mer_no': {},
};

/** The access sweep's entries of the products capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { samples, noCode, probes };
