import type { CatalogueEntry } from '@mp/core/catalogue';
import { currentLang } from './index.ts';

/**
 * The catalogue's texts come in a chunk of their own (issue 31: 10 KB of gzip the sign-in page does not need
 * before it can be used). main.tsx starts the load once the first page is shown; whatever shows a text
 * waits for it first: the API client before it words an answer (api/classic-call.ts), every lazy page
 * before it renders (ui/antdLazy.ts), the sign-in form before it words a refusal of its own.
 */
let texts: Readonly<Record<string, CatalogueEntry>> | undefined;
let loading: Promise<void> | undefined;

/** Loads the texts (once); resolves when they are there. A failed load may be tried again. */
export function loadCatalogue(): Promise<void> {
  loading ??= import('@mp/core/catalogue').then(
    (m) => {
      texts = m.CATALOGUE;
    },
    (e: unknown) => {
      loading = undefined;
      throw e;
    },
  );
  return loading;
}

/**
 * The catalogue text of a message code in the portal's language; for a code the catalogue does not hold
 * (or before its texts are loaded: see loadCatalogue), `fallback` (the code itself unless told).
 */
export function catalogueText(code: string, fallback: string = code): string {
  const entry = texts && Object.hasOwn(texts, code) ? texts[code] : undefined;
  if (!entry) return fallback;
  return currentLang() === 'en' ? entry.en : entry.zh;
}

/** catalogueText once the texts are loaded (a failed load gives the fallback). */
export async function catalogueTextLoaded(code: string, fallback: string = code): Promise<string> {
  await loadCatalogue().catch(() => undefined);
  return catalogueText(code, fallback);
}
