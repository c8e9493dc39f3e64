import type { AnswerOf } from '@mp/core/contract';
import { getSysConfigParam } from '@mp/core/contracts/startup';
import { useSyncExternalStore } from 'react';
import { call } from './client.ts';

/** basesysconfig/getSysConfigParam: footer filing line, seal script, captcha switch. */
export type SysConfig = AnswerOf<typeof getSysConfigParam>;

/** Used while the server has not answered: captcha shown, no filing line, no seal script. */
export const SYS_CONFIG_DEFAULTS: SysConfig = {
  filing_text: '',
  filing_url: '',
  seal_script_url: '',
  captcha_enabled: 'Y',
  captcha_mode: 'code',
  demo: 'N',
  idle_timeout_min: 15,
  currency: 'MOP',
};

/** loaded: the server answered; settled: it answered or failed (the defaults then stand). */
type State = { config: SysConfig; loaded: boolean; settled: boolean };
let state: State = { config: SYS_CONFIG_DEFAULTS, loaded: false, settled: false };
let requested = false;
const listeners = new Set<() => void>();

function load(): void {
  if (requested) return;
  requested = true;
  void call(getSysConfigParam, {}, { quiet: true, loading: false }).then((r) => {
    // On failure the defaults stay, and the next page mount asks again.
    if (r.ok) state = { config: { ...SYS_CONFIG_DEFAULTS, ...r.data }, loaded: true, settled: true };
    else {
      state = { ...state, settled: true };
      requested = false;
    }
    for (const l of listeners) l();
  });
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  load();
  return () => {
    listeners.delete(l);
  };
}

/**
 * What a sign-in form asks for under `cfg`: a captcha at all, and whether it is the browser check rather than
 * the picture. CAPTCHA=choice offers both: `preferPow` says the check was chosen (the back office always
 * takes it: nothing to read).
 */
export function captchaNeeds(cfg: SysConfig, preferPow: boolean): { on: boolean; pow: boolean } {
  const on = cfg.captcha_enabled !== 'N';
  return { on, pow: on && (cfg.captcha_mode === 'pow' || (cfg.captcha_mode === 'choice' && preferPow)) };
}

/**
 * The system parameters once the server has answered (or failed: the defaults then stand). A sign-in sent
 * before then waits for them: until they are known the form assumes a captcha.
 */
export function sysConfigSettled(): Promise<State> {
  if (state.settled) return Promise.resolve(state);
  return new Promise((resolve) => {
    const heard = () => {
      if (!state.settled) return;
      listeners.delete(heard);
      resolve(state);
    };
    listeners.add(heard);
    load();
  });
}

/**
 * The system parameters, fetched once per page load and shared by the footer and the login form (a small
 * store rather than TanStack Query, which the start-up bundle does not carry).
 */
export function useSysConfig(): State {
  return useSyncExternalStore(subscribe, () => state);
}
