import * as c from '@mp/core/contracts/products';
import { endpoint } from '../../http/endpoint.ts';
import {
  channelList,
  childPrdauthList,
  configChannels,
  deleteChannel,
  mercPrdauthList,
  paymentSceneList,
  prdauthAdd,
  prdauthCancel,
  prodChanChecks,
  prodClassList,
  productCharges,
  productList,
  standardProductList,
} from './service.ts';

export const endpoints = [
  endpoint(c.queryStandardProduct, { handler: (ctx) => standardProductList(ctx) }),
  endpoint(c.queryProdClass, { handler: (ctx) => prodClassList(ctx) }),
  endpoint(c.queryProducts, { handler: productList }),
  endpoint(c.queryProductChannels, { handler: channelList }),
  endpoint(c.queryConfigChannel, { handler: configChannels }),
  endpoint(c.deleteConfigChannel, { handler: deleteChannel }),
  endpoint(c.queryProductCharges, { handler: productCharges }),
  endpoint(c.queryProdChanChecks, { handler: prodChanChecks }),
  endpoint(c.urmServerChildPrdauthList, { handler: childPrdauthList }),
  endpoint(c.urmMercPrdauthList, { handler: (ctx) => mercPrdauthList(ctx) }),
  endpoint(c.urmMercPrdauthAdd, { handler: prdauthAdd }),
  endpoint(c.urmMercPrdauthCancel, { handler: prdauthCancel }),
  endpoint(c.getPaymentSceneCode, { handler: (ctx) => paymentSceneList(ctx) }),
];
