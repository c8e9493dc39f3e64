/**
 * A young-generation collection every `every` bytes a stream has handed on, when the process runs with
 * `--expose-gc` (scripts/start.mjs and the Dockerfile start the server so; without it this does nothing).
 *
 * Why: an export moves its file through Buffers that die as soon as the file store has written them, and
 * V8 frees a Buffer's memory (outside its heap) only when a collection finds the Buffer dead. A COPY read
 * makes almost no other garbage, so no collection comes until the memory outside the heap has grown by
 * V8's own threshold (64 MB): a million-row CSV export held 40–70 MB of dead Buffers at its peak. A minor
 * collection (a scavenge, under a millisecond when the young objects are mostly dead) every few MB of
 * output frees them where they are young (bench/README.md, "Dead Buffers collected as the export goes").
 */
type Gc = (o?: { type?: 'minor' | 'major'; execution?: 'sync' | 'async' }) => void;

export const YOUNG_COLLECTION_BYTES = 4 * 1024 * 1024;

export function youngCollector(every = YOUNG_COLLECTION_BYTES): (bytes: number) => void {
  const gc = (globalThis as { gc?: Gc }).gc;
  if (typeof gc !== 'function') return () => {};
  let since = 0;
  return (bytes) => {
    since += bytes;
    if (since < every) return;
    since = 0;
    gc({ type: 'minor' });
  };
}
