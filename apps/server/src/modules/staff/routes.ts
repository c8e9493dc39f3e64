import * as c from '@mp/core/contracts/staff';
import { endpoint } from '../../http/endpoint.ts';
import { LOGIN_RATE } from '../auth/index.ts';
import { addStaff, changeStaff, listStaff, resetStaffFactor, resetStaffPassword } from './manage.ts';
import { myFactor, renewRecoveryCodes, staffEnrol, staffLogin } from './signin.ts';
import { createToken, dropToken, listTokens } from './tokens.ts';

export const endpoints = [
  endpoint(c.staffLogin, { rateLimit: LOGIN_RATE, handler: staffLogin }),
  endpoint(c.staffEnrol, { rateLimit: LOGIN_RATE, handler: staffEnrol }),
  endpoint(c.myFactor, { handler: (ctx) => myFactor(ctx) }),
  endpoint(c.newRecoveryCodes, { handler: renewRecoveryCodes }),
  endpoint(c.staffList, { handler: listStaff }),
  endpoint(c.staffAdd, { handler: addStaff }),
  endpoint(c.staffUpdate, { handler: changeStaff }),
  endpoint(c.staffResetPassword, { handler: resetStaffPassword }),
  endpoint(c.staffResetFactor, { handler: resetStaffFactor }),
  endpoint(c.tokenList, { handler: (ctx) => listTokens(ctx) }),
  endpoint(c.tokenCreate, { handler: createToken }),
  endpoint(c.tokenRevoke, { handler: dropToken }),
];
