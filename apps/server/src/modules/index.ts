import type { EndpointDef } from '../http/endpoint.ts';
import type { CbEndpointDef } from '../http/gateway.ts';
import { endpoints as audit } from './audit/index.ts';
import { endpoints as auth } from './auth/index.ts';
import { endpoints as bills } from './bills/index.ts';
import { endpoints as captcha } from './captcha/index.ts';
import { endpoints as cashiers } from './cashiers/index.ts';
import { endpoints as dashboard } from './dashboard/index.ts';
import { endpoints as exportsModule } from './exports/index.ts';
import { endpoints as merchant } from './merchant/index.ts';
import { endpoints as notices } from './notices/index.ts';
import { endpoints as operators } from './operators/index.ts';
import { endpoints as payments } from './payments/index.ts';
import { endpoints as presets } from './presets/index.ts';
import { endpoints as refunds } from './refunds/index.ts';
import { endpoints as roles } from './roles/index.ts';
import { endpoints as security } from './security/index.ts';
import { endpoints as sessions } from './sessions/index.ts';
import { endpoints as settlement } from './settlement/index.ts';
import { endpoints as startup } from './startup/index.ts';
import { endpoints as stores } from './stores/index.ts';
import { endpoints as transactions } from './transactions/index.ts';

/** Every endpoint of the server (classic and gateway), module by module. A module adds one line here. */
export const allEndpoints: readonly EndpointDef[] = [
  ...startup,
  ...captcha,
  ...auth,
  ...operators,
  ...roles,
  ...cashiers,
  ...stores,
  ...merchant,
  ...security,
  ...notices,
  ...audit,
  ...sessions,
  ...dashboard,
  ...transactions,
  ...refunds,
  ...payments,
  ...settlement,
  ...presets,
  ...exportsModule,
  ...bills,
] as EndpointDef[];

/** The cross-border gateway's endpoints (their contracts' prefix is 'crossborder'). */
export const allCbEndpoints: readonly CbEndpointDef[] = allEndpoints.filter(
  (e) => e.prefix === 'crossborder',
);
