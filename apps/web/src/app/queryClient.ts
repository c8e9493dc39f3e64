import { QueryClient } from '@tanstack/react-query';

/** The portal's one data cache. The API client has already told the person about a failure: no retries. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
});
