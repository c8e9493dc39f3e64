import { contract } from '../contract.ts';
import {
  EmptyReq,
  PublicKeyRes,
  R0Res,
  SecretFlagRes,
  ShieldSwitchRes,
  SysConfigRes,
} from '../schemas/auth.ts';

/**
 * The pre-key calls of the start-up sequence (spec point 1): no session, and plain answers (there is no
 * key to encrypt with yet).
 */
const capability = 'startup';
const plain = { capability, prefix: 'main', access: 'public', encrypted: false, mutates: false } as const;

export const getShieldDataSwitch = contract({
  ...plain,
  path: 'risk/getShieldDataSwitch',
  request: EmptyReq,
  answer: ShieldSwitchRes,
  summary: "Risk-shield switch ('ON' unless system_params turns it off); asked first, with a 1 s time-out.",
});

export const secretFlag = contract({
  ...plain,
  path: 'secret/secretFlag',
  request: EmptyReq,
  answer: SecretFlagRes,
  summary: "The server's secret type: 'SM2' switches the portal to national-cipher mode.",
});

export const getR0Str = contract({
  ...plain,
  path: 'secret/getR0Str',
  request: EmptyReq,
  answer: R0Res,
  summary: 'A one-time 32-character random (2 minutes, single use) that binds a login password.',
});

export const getRsaPublicKey = contract({
  ...plain,
  path: 'admin/getRsaPublicKey',
  request: EmptyReq,
  answer: PublicKeyRes,
  summary: "The server's envelope public keys: RSA SubjectPublicKeyInfo (base64) and the SM2 point (hex).",
});

export const getSysConfigParam = contract({
  ...plain,
  path: 'basesysconfig/getSysConfigParam',
  request: EmptyReq,
  answer: SysConfigRes,
  summary: 'Portal settings: footer filing line and seal script, captcha on/off, demo mode, idle time-out.',
});

export const contracts = [getShieldDataSwitch, secretFlag, getR0Str, getRsaPublicKey, getSysConfigParam];
