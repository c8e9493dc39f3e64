/** The envelope's public surface (docs/protocol.md). Byte helpers stay at '@mp/core/envelope/bytes'. */

export * from './classic.ts';
export { createClientSession } from './client.ts';
export * from './gateway.ts';
export { KeyCache, type KeyCacheOptions } from './key-cache.ts';
export { ENVELOPE, isFresh } from './limits.ts';
export { createServerCrypto, generateServerKeys } from './server.ts';
export * from './types.ts';
export { webPrimitives } from './web-primitives.ts';
