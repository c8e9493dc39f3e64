import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);

/**
 * A CommonJS package loaded at its first use, not when the server starts: for what many processes never use
 * (the Redis client without REDIS_URL: about 20 MB; the PNG encoder before the first captcha is drawn:
 * about 12 MB). Synchronous, so the callers stay as they were; the package is cached by Node after the
 * first call (bench/README.md, "The card masked as the bytes pass", for the memory it saves).
 */
export function lazyPackage<T>(name: string): () => T {
  let got: T | undefined;
  return () => {
    got ??= load(name) as T;
    return got;
  };
}
