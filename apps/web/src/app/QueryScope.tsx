import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './queryClient.ts';

/**
 * TanStack Query for the pages that fetch data. Loaded with the first such page (src/app/RoutePage.tsx,
 * src/app/layout/AreaGate.tsx), so the sign-in pages do not carry it.
 */
export default function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
