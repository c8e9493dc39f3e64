import { type Contract, contract, type Prefix } from '@mp/core/contract';
import { z } from 'zod';

/**
 * A contract for the client's own tests: any body, any answer. The client reads only the contract's
 * prefix, path, encryption, method and `long`; the real contracts live in packages/core/src/contracts.
 */
export function testContract(
  path: string,
  opts: Partial<Pick<Contract, 'encrypted' | 'long' | 'method'>> & { prefix?: Prefix } = {},
) {
  return contract({
    capability: 'test',
    prefix: opts.prefix ?? 'main',
    path,
    access: 'session',
    mutates: false,
    request: z.record(z.string(), z.unknown()),
    answer: z.record(z.string(), z.unknown()),
    summary: 'test',
    ...opts,
  });
}
