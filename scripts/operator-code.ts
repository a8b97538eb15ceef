// `npm run operator:code [-- --secret <base32> | --user-id operator2]`: the current 6-digit code of a TOTP secret
// (a demo operator's when none is given), for trying the /admin sign-in without an authenticator app. Never give it a real secret on a
// shared machine: the secret lands in the shell history.
import { generateSync } from 'otplib';
import { DEMO_OPERATOR, DEMO_OPERATORS } from '../backend/db/seed/demo-accounts';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const demo = DEMO_OPERATORS.find((o) => o.userId === arg('--user-id')) ?? DEMO_OPERATOR;
const secret = arg('--secret') ?? demo.totpSecret;
const left = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${generateSync({ secret })}  (valid ${left} s more)`);
