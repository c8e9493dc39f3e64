import type { ChannelFiles, FileStore, NetworkPayType } from '../kernel/ports.ts';

/** Where a channel's file of one payment type and business day lies (the channel's drop folder). */
export const channelFileKey = (payType: NetworkPayType, ymd: string) => `channel-files/${payType}/${ymd}.csv`;

async function readAll(store: FileStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of await store.get(key)) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c));
  return Buffer.concat(chunks);
}

/**
 * The local stand-in of the channels' file download: the payment-network simulator leaves each channel's
 * daily file in the file store (modules/simulator, `publishChannelFiles`), as a channel leaves it on its
 * SFTP server; this adapter reads it from there. A real channel's adapter downloads the same file.
 */
export function createLocalChannelFiles(store: FileStore): ChannelFiles {
  return {
    async fetch(payType, ymd) {
      const key = channelFileKey(payType, ymd);
      if (!(await store.exists(key))) return null;
      return readAll(store, key);
    },
  };
}
