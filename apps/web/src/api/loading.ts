/**
 * The one loading counter of spec point 2: the overlay shows while any request is pending, however many
 * run at once, and hides when the last one ends (also when it fails).
 */
type Listener = () => void;
let pending = 0;
const listeners = new Set<Listener>();

function emit(): void {
  for (const l of listeners) l();
}

export function beginLoading(): () => void {
  pending += 1;
  emit();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    pending = Math.max(0, pending - 1);
    emit();
  };
}

export function pendingRequests(): number {
  return pending;
}

export function subscribeLoading(l: Listener): () => void {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
}
