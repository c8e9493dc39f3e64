import { configure } from '@testing-library/react';

// findBy*/waitFor wait for state: up to 10 s (not 1 s) before a render slowed by a busy machine fails,
// as the browser tests' expect.poll does. A wait that is met returns at once.
configure({ asyncUtilTimeout: 10_000 });
