import * as statuses from '@mp/core/statuses';
import { describe, expect, it } from 'vitest';
import { hasStatusColor } from './statusColors.ts';

// Completeness (docs/adding-a-capability.md): a status added to packages/core without a colour fails here.
describe('status colours', () => {
  it('gives every value of every status set of packages/core a colour', () => {
    const sets = Object.entries(statuses).filter(
      ([name, v]) => name.endsWith('_STATUS') && typeof v === 'object',
    );
    expect(sets.length).toBeGreaterThan(10);
    const missing = sets.flatMap(([name, set]) =>
      Object.keys(set as object)
        .filter((v) => !hasStatusColor(v))
        .map((v) => `${name}.${v}`),
    );
    expect(missing).toEqual([]);
  });
});
