import * as c from '@mp/core/contracts/bankchange';
import { endpoint } from '../../http/endpoint.ts';
import { moneyMoveEndpoint } from '../security/index.ts';
import { checkNewAccount, checkStatus, confirmAmount, payStatus, submitChange } from './service.ts';

export const endpoints = [
  endpoint(c.openBankTmpModify, { handler: checkNewAccount }),
  moneyMoveEndpoint(c.openBankModify, { handler: submitChange }),
  endpoint(c.queryPayStatus, { handler: payStatus }),
  endpoint(c.openBankPayConfirm, { handler: confirmAmount }),
  endpoint(c.queryBankCardCheckStatus, { handler: checkStatus }),
];
