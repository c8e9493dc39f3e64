import * as c from '@mp/core/contracts/promotions';
import { endpoint } from '../../http/endpoint.ts';
import { moneyMoveEndpoint } from '../security/index.ts';
import {
  promotionAmend,
  promotionCancel,
  promotionContactDone,
  promotionCreate,
  promotionDetail,
  promotionList,
  promotionReport,
  promotionRevoke,
} from './service.ts';
import { unionCreate, unionJoin, unionLeave, unionList } from './union.ts';

// Codes 7 (read) and 71 (change) are on the contracts.
export const endpoints = [
  endpoint(c.promotionList, { handler: (ctx, body) => promotionList(ctx, body) }),
  endpoint(c.promotionDetail, { handler: (ctx, body) => promotionDetail(ctx, body.promo_no) }),
  endpoint(c.promotionReport, { handler: (ctx, body) => promotionReport(ctx, body.promo_no) }),
  moneyMoveEndpoint(c.promotionCreate, { handler: (ctx, body, move) => promotionCreate(ctx, body, move) }),
  endpoint(c.promotionAmend, { handler: (ctx, body) => promotionAmend(ctx, body) }),
  endpoint(c.promotionCancel, { handler: (ctx, body) => promotionCancel(ctx, body.promo_no, body.version) }),
  endpoint(c.promotionRevoke, { handler: (ctx, body) => promotionRevoke(ctx, body.promo_no, body.reason) }),
  endpoint(c.promotionContactDone, { handler: (ctx, body) => promotionContactDone(ctx, body.promo_no) }),
  endpoint(c.promotionUnionCreate, { handler: (ctx, body) => unionCreate(ctx, body) }),
  endpoint(c.promotionUnionList, { handler: (ctx, body) => unionList(ctx, body) }),
  endpoint(c.promotionUnionJoin, { handler: (ctx, body) => unionJoin(ctx, body) }),
  endpoint(c.promotionUnionLeave, { handler: (ctx, body) => unionLeave(ctx, body.union_no) }),
];
