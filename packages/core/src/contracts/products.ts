import { contract } from '../contract.ts';
import {
  ChildPrdauthListReq,
  ChildPrdauthListRes,
  ConfigChannelRes,
  DeleteConfigChannelReq,
  DeleteConfigChannelRes,
  EmptyReq,
  MerchantReq,
  MercPrdauthListRes,
  PaymentSceneRes,
  PrdauthChangeReq,
  PrdauthChangeRes,
  ProdChanChecksReq,
  ProdChanChecksRes,
  ProdClassRes,
  ProductChannelsReq,
  ProductChannelsRes,
  ProductChargesRes,
  ProductsReq,
  ProductsRes,
  StandardProductRes,
} from '../schemas/products.ts';

/**
 * Products, channels and fees (merchantServices 2), product authorisation (serviceChildProAuthList 22,
 * mercProductAuthList 26); docs/api.md "Products and channels".
 */
const capability = 'products';

const read = { capability, prefix: 'main', access: 'session', mutates: false } as const;
const write = { capability, prefix: 'main', access: 'session', mutates: true } as const;

// The catalogue: reference data, the same for everybody who configures or authorises products.
const catalogue = { ...read, areas: ['merchant', 'service'] } as const;

export const queryStandardProduct = contract({
  ...catalogue,
  path: 'meradm/queryStandardProduct',
  request: EmptyReq,
  answer: StandardProductRes,
  summary: 'The standard products (packages of products) of the catalogue.',
});

export const queryProdClass = contract({
  ...catalogue,
  path: 'meradm/queryProdClass',
  request: EmptyReq,
  answer: ProdClassRes,
  summary: 'The product classes (payment code, merchant QR, online).',
});

export const queryProducts = contract({
  ...catalogue,
  path: 'meradm/queryProducts',
  request: ProductsReq,
  answer: ProductsRes,
  summary:
    'The products of the catalogue with their channel and standard rate; by class, package or channel.',
});

export const queryProductChannels = contract({
  ...catalogue,
  path: 'meradm/queryProductChannels',
  request: ProductChannelsReq,
  answer: ProductChannelsRes,
  summary: 'The payment channels with their standard rate and app-id shape; those of one product.',
});

export const queryConfigChannel = contract({
  ...read,
  code: '2',
  path: 'meradm/queryConfigChannel',
  request: MerchantReq,
  answer: ConfigChannelRes,
  summary: "A merchant's configured channels with their products, rates and fee limits.",
});

export const deleteConfigChannel = contract({
  ...write,
  code: '2',
  areas: ['merchant'],
  wholeOrg: true,
  path: 'meradm/deleteConfigChannel',
  request: DeleteConfigChannelReq,
  answer: DeleteConfigChannelRes,
  summary: 'The merchant closes every product of one channel: new payments of that channel are refused.',
});

export const queryProductCharges = contract({
  ...read,
  code: '2',
  path: 'meradm/queryProductCharges',
  request: MerchantReq,
  answer: ProductChargesRes,
  summary: 'Fees a merchant was charged by channel over the last 30 days, with the effective rate.',
});

export const queryProdChanChecks = contract({
  ...read,
  code: '22',
  areas: ['service'],
  path: 'meradm/queryProdChanChecks',
  request: ProdChanChecksReq,
  answer: ProdChanChecksRes,
  summary: 'For one sub-merchant: which products of the catalogue may be authorised, and why not.',
});

export const urmServerChildPrdauthList = contract({
  ...read,
  code: '22',
  areas: ['service'],
  path: 'meradm/urmServerChildPrdauthList',
  request: ChildPrdauthListReq,
  answer: ChildPrdauthListRes,
  summary: "The provider's sub-merchants' products with status and source; paged.",
});

export const urmMercPrdauthList = contract({
  ...read,
  code: '26',
  areas: ['merchant'],
  path: 'meradm/urmMercPrdauthList',
  request: EmptyReq,
  answer: MercPrdauthListRes,
  summary: "The merchant's own products and who authorised or closed them.",
});

export const urmMercPrdauthAdd = contract({
  ...write,
  code: '22',
  areas: ['service'],
  path: 'meradm/urmMercPrdauthAdd',
  request: PrdauthChangeReq,
  answer: PrdauthChangeRes,
  summary: 'The provider authorises a product for one of its sub-merchants (opened at the standard rate).',
});

export const urmMercPrdauthCancel = contract({
  ...write,
  code: '22',
  areas: ['service'],
  path: 'meradm/urmMercPrdauthCancel',
  request: PrdauthChangeReq,
  answer: PrdauthChangeRes,
  summary: "The provider cancels a sub-merchant's product: new payments of it are refused.",
});

/**
 * pc/getPaymentSceneCode (issue 29 point 7): the payment scenes (POS, QR, ONLINE: the product classes) with
 * their pay types, and for a merchant whether it has one of the scene's products open; docs/decisions.md.
 */
export const getPaymentSceneCode = contract({
  ...catalogue,
  path: 'pc/getPaymentSceneCode',
  request: EmptyReq,
  answer: PaymentSceneRes,
  summary:
    'The payment scene codes (POS, QR, ONLINE) with their pay types; for a merchant, which it has open.',
});

export const contracts = [
  queryStandardProduct,
  queryProdClass,
  queryProducts,
  queryProductChannels,
  queryConfigChannel,
  deleteConfigChannel,
  queryProductCharges,
  queryProdChanChecks,
  urmServerChildPrdauthList,
  urmMercPrdauthList,
  urmMercPrdauthAdd,
  urmMercPrdauthCancel,
  getPaymentSceneCode,
];
