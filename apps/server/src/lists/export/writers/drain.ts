import type { Writable } from 'node:stream';

/**
 * Resolves when `out` can take more, so a producer never runs ahead of the file it writes: memory stays
 * flat whatever the number of rows. Rejects when the stream fails or is closed before draining.
 */
export function drained(out: Writable): Promise<void> {
  if (!out.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = (err?: Error | null) => {
      out.off('drain', onDrain);
      out.off('error', onError);
      out.off('close', onClose);
      if (err) reject(err);
      else resolve();
    };
    const onDrain = () => done();
    const onError = (e: Error) => done(e);
    const onClose = () => done(out.errored ?? new Error('export stream closed'));
    out.on('drain', onDrain);
    out.on('error', onError);
    out.on('close', onClose);
  });
}
