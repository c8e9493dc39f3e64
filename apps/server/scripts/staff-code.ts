/**
 * The current authenticator code of a demo staff member of the back office (README, "Back office"): their
 * TOTP keys are published (db/seed/accounts.ts DEMO_STAFF), so the demo can be signed in without a phone.
 *
 *   npm run staff-code -- demo_reviewer        the code now, and how many seconds it lives
 *
 * A code is accepted once (the server refuses a step already used): wait for the next one to sign in again.
 * Exits 0 with the code, 2 on a usage error or a login without a published key.
 */
import { DEMO_STAFF } from '../src/db/seed/index.ts';
import { codeAt } from '../src/modules/staff/index.ts';

const PERIOD_S = 30;
const login = process.argv[2];
const staff = DEMO_STAFF.filter((s) => s.totpSecret);
const member = staff.find((s) => s.loginName === login);
if (!member?.totpSecret) {
  console.error(`usage: npm run staff-code -- ${staff.map((s) => s.loginName).join('|')}`);
  process.exit(2);
}
const now = new Date();
const left = PERIOD_S - (Math.floor(now.getTime() / 1000) % PERIOD_S);
console.log(codeAt(member.totpSecret, now));
console.error(`${member.loginName}: valid for ${left} more seconds`);
