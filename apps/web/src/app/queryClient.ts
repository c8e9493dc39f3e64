import { type QueryClient as Client, QueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n/index.ts';

/** The portal's one data cache. The API client has already told the person about a failure: no retries. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
});

/**
 * The server writes names, subjects and bodies in the language of the call (x-lang): when the person
 * switches language, what is on screen is read again in the new one and the rest is stale (issue 32: mail
 * stayed in Chinese until the page was left).
 */
export function refetchOnLanguageChange(client: Client): () => void {
  const onChange = () => void client.invalidateQueries();
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

refetchOnLanguageChange(queryClient);
