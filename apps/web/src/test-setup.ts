import { configure } from '@testing-library/react';

// findBy*/waitFor wait for state: up to 10 s (not 1 s) before a render slowed by a busy machine fails,
// as the browser tests' expect.poll does. A wait that is met returns at once.
configure({ asyncUtilTimeout: 10_000 });

// The catalogue's texts load once the first page is shown in the portal (i18n/catalogue.ts); a test renders
// components on their own, so they are loaded before any test.
await (await import('./i18n/catalogue.ts')).loadCatalogue();
