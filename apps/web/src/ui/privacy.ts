import { useSyncExternalStore } from 'react';
import { readSession, SESSION, writeSession } from '../storage/browserStorage.ts';

/**
 * The privacy-mask flag (spec point 3, default on): while on, pages show personal data masked (ID, name,
 * phone, e-mail, bank card). Kept per tab in sessionStorage.
 */
const listeners = new Set<() => void>();

export function privacyMaskOn(): boolean {
  return readSession(SESSION.privacyMask) !== '0';
}

export function setPrivacyMask(on: boolean): void {
  writeSession(SESSION.privacyMask, on ? '1' : '0');
  for (const l of listeners) l();
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
}

export function usePrivacyMask(): [boolean, (on: boolean) => void] {
  return [useSyncExternalStore(subscribe, privacyMaskOn), setPrivacyMask];
}
