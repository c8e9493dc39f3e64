import type { HomeStatisticsResT } from '@mp/core/schemas/dashboard';
import { useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';
import type { SignedInArea } from '../../storage/index.ts';

/** The home statistics of each area (spec point 1): one call, one shape. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  home: (area: SignedInArea) => [...dashboardKeys.all, area] as const,
};

const PATH: Record<SignedInArea, string> = {
  merchant: 'pc/queryHomeStatistics',
  service: 'meradm/queryAgtStatisticsInfo',
  group: 'meradm/queryGroupStatisticsInfo',
};

export function useHomeStatistics(area: SignedInArea) {
  return useQuery({
    queryKey: dashboardKeys.home(area),
    queryFn: async () => unwrap(await call<HomeStatisticsResT>(PATH[area], {})),
    // The payment network keeps producing business: today's figures move while the page is open.
    refetchInterval: 60_000,
  });
}
