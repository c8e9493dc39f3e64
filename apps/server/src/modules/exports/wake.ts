/**
 * A nudge from a request that queued a job to the job runners of this process, so a new job starts at
 * once instead of at the next poll. Other processes find it at their next poll.
 */
const listeners = new Set<() => void>();

export function onJobQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function jobQueued(): void {
  for (const l of listeners) l();
}
