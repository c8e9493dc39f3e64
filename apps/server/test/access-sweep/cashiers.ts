import { fresh, type SweepOrg } from '../access-sweep-world.ts';
import { randomMacauMobile, TEST_PASSWORD, uniqueLoginName } from '../fixtures.ts';
import { type HandlerCode, MISSING_ID, type Probe, type Sample, type SweepTable } from './kit.ts';

const cashierForm = (self: SweepOrg, roleId: string) => ({
  name: 'Sweep cashier',
  role_id: roleId,
  phone_area: '+853',
  phone: randomMacauMobile(),
  status: 'normal',
  store_ids: [self.storeId ?? MISSING_ID],
  basic_functions: ['collect'],
  extra_functions: [],
});

const samples: Record<string, Sample> = {
  'meradm/cashierDetail': () => ({ cashier_id: MISSING_ID }),
  'meradm/cashierAdd': ({ self }) => ({
    user_name: uniqueLoginName(),
    password: TEST_PASSWORD,
    confirm_password: TEST_PASSWORD,
    ...cashierForm(self, MISSING_ID),
  }),
  'meradm/cashierUpdate': ({ self }) => ({ cashier_id: MISSING_ID, ...cashierForm(self, MISSING_ID) }),
  'meradm/cashierDelete': () => ({ cashier_id: MISSING_ID }),
  'meradm/cashierContact': () => ({ cashier_id: MISSING_ID, field: 'email' }),
  'meradm/cashierResetPsd': () => ({
    cashier_id: MISSING_ID,
    new_password: TEST_PASSWORD,
    confirm_password: TEST_PASSWORD,
  }),
};

const handlerCodes: [string, HandlerCode][] = [['meradm/cashierResetPsd', { codes: ['1213'] }]];

const notARow: Record<string, string> = {
  'meradm/cashierAdd user_name':
    'the new cashier\'s own login name; login names are unique across organisations, so "taken" (OPR10001) is answered for any organisation\'s name by design',
};

const probes: Record<string, Probe> = {
  'meradm/cashierAdd role_id': {},
  'meradm/cashierAdd store_ids': {
    body: async ({ w, self }, v) => ({
      ...(await samples['meradm/cashierAdd']({ w, self })),
      role_id: await fresh.role(w, self),
      store_ids: v,
    }),
  },
  'meradm/cashierUpdate cashier_id': {
    body: async ({ w, self }, v) => ({ ...cashierForm(self, await fresh.role(w, self)), cashier_id: v }),
  },
  'meradm/cashierUpdate role_id': {
    body: async ({ w, self }, v) => ({
      ...cashierForm(self, String(v)),
      cashier_id: (await fresh.cashier(w, self)).id,
    }),
  },
  'meradm/cashierUpdate store_ids': {
    body: async ({ w, self }, v) => ({
      ...cashierForm(self, await fresh.role(w, self)),
      cashier_id: (await fresh.cashier(w, self)).id,
      store_ids: v,
    }),
  },
  'meradm/cashierDelete cashier_id': {},
  'meradm/cashierResetPsd cashier_id': {},
  'meradm/cashierContact cashier_id': {},
};

/** The access sweep's entries of the cashiers capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { samples, handlerCodes, notARow, probes };
