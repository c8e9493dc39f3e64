import { type StartupState, startUp } from './startup.ts';

let giveMount: (mount: (s: StartupState) => void) => void = () => undefined;
const mountGiven = new Promise<(s: StartupState) => void>((resolve) => {
  giveMount = resolve;
});

/**
 * The start-up calls (spec point 1, app/startup.ts) go out as soon as this module runs: main.tsx imports it
 * first, so they travel while the rest of the bundle (React DOM, the router, the pages) is still being
 * evaluated (issue 16). The mount waits for them, as the spec asks.
 */
const started = startUp(async (s) => (await mountGiven)(s));

/** Hands over the mount (main.tsx); resolves once start-up has finished (public key included). */
export function mountWhenStarted(mount: (s: StartupState) => void): Promise<StartupState> {
  giveMount(mount);
  return started;
}
