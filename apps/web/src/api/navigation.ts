/**
 * The API client sends the person to the login route when the session ends. The router installs its own
 * navigate at start (no full reload, the start-up state stays); before that a plain location change works.
 */
type Navigate = (to: string) => void;

let navigate: Navigate = (to) => {
  if (globalThis.location && globalThis.location.pathname !== to) globalThis.location.assign(to);
};

export function setNavigator(fn: Navigate): void {
  navigate = fn;
}

export function goTo(to: string): void {
  navigate(to);
}
