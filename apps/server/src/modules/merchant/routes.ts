import * as c from '@mp/core/contracts/merchant';
import { endpoint } from '../../http/endpoint.ts';
import {
  groupInfo,
  mercContact,
  mercInfo,
  mercSettle,
  merInfoPdf,
  productFee,
  providerInfo,
} from './service.ts';

export const endpoints = [
  endpoint(c.queryMercInfo, { handler: mercInfo }),
  endpoint(c.queryMercSettle, { handler: mercSettle }),
  endpoint(c.queryMercContact, { handler: mercContact }),
  endpoint(c.queryProductFee, { handler: productFee }),
  endpoint(c.queryAgtInfo, { handler: providerInfo }),
  endpoint(c.queryGroupInfo, { handler: groupInfo }),
  endpoint(c.merInfoPdf, { handler: merInfoPdf }),
];
