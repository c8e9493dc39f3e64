import { randomInt } from 'node:crypto';
import { validatePassword } from '@mp/core';

// No look-alike characters (0/O, 1/l/I): the password is read off a phone screen and typed.
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const LENGTH = 12;

/**
 * A temporary sign-in password, valid under the password rule of packages/core (letters and digits,
 * 8-20 characters). It is only ever sent to the operator and must be changed at the first sign-in.
 */
export function temporaryPassword(): string {
  for (;;) {
    const all = LETTERS + DIGITS;
    let p = '';
    for (let i = 0; i < LENGTH; i++) p += all[randomInt(all.length)];
    if (validatePassword(p) === null) return p;
  }
}
