// Argon2id password hashes: a platform piece used by sign-in (auth), operators, cashiers, security and the demo seed.
import { hash, verify } from '@node-rs/argon2';

/**
 * Login and payment passwords are stored only as argon2id hashes (OWASP's minimum: m=19456 KiB, t=2,
 * p=1; about 11 ms a hash here). The PHC string carries its own salt and parameters, so raising the cost
 * later keeps old hashes verifiable.
 */
const ARGON2ID = 2; // Algorithm.Argon2id: a const enum, which isolatedModules cannot import.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS as Parameters<typeof hash>[1]);
}

/** False (never a throw) for a malformed stored hash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies against a real hash when there is one and against a throw-away hash otherwise, so a login for
 * a user who does not exist costs the same time as one for a user who does.
 */
export async function verifyPasswordOrDummy(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash) return verifyPassword(storedHash, password);
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  await verifyPassword(await dummyHash, password);
  return false;
}
