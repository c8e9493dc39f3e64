import { afterEach, beforeEach, expect, vi } from 'vitest';
import { setNavigator } from '../navigation.ts';
import { type Notifier, setNotifier } from '../notify.ts';
import { setSessionFactory } from '../session.ts';
import { storePublicKeys } from './wire.ts';

/**
 * Test support for the API clients: before each test a clean browser (storage, no encryption session,
 * the server's public keys stored), with what the client tells the person recorded and its navigation
 * caught; after each, real timers and globals again. Call it at the top of a test file.
 */
export function clientHarness() {
  const toasts: string[] = [];
  const dialogs: Array<{ title: string; text: string; okText: string }> = [];
  const navigate = vi.fn<(to: string) => void>();
  const recorder: Notifier = {
    error: (text) => toasts.push(text),
    success: () => undefined,
    dialog: (title, text, okText) => dialogs.push({ title, text, okText }),
  };

  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    toasts.length = 0;
    dialogs.length = 0;
    navigate.mockReset();
    setNotifier(recorder);
    setNavigator(navigate);
    setSessionFactory(null);
    await storePublicKeys();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  return { toasts, dialogs, navigate };
}

/** Lets the real crypto and fetch promises run (timers may be faked) until cond holds. */
export async function until(cond: () => boolean): Promise<void> {
  // Bounded by real time, not by a count of ticks: sealing a body runs WebCrypto off the main thread, and
  // on a busy machine it may take more than a few thousand ticks (setTimeout may be faked here, Date is not).
  const deadline = Date.now() + 10_000;
  while (!cond() && Date.now() < deadline) await new Promise((r) => setImmediate(r));
  expect(cond()).toBe(true);
}
