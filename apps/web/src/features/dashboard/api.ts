import * as c from '@mp/core/contracts/dashboard';
import { useQuery } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';
import type { SignedInArea } from '../../storage/browserStorage.ts';

/** The home statistics of each area (spec point 1): one call, one shape. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  home: (area: SignedInArea) => [...dashboardKeys.all, area] as const,
};

const CONTRACT = {
  merchant: c.queryHomeStatistics,
  service: c.queryAgtStatisticsInfo,
  group: c.queryGroupStatisticsInfo,
} as const satisfies Record<SignedInArea, unknown>;

export function useHomeStatistics(area: SignedInArea) {
  return useQuery({
    queryKey: dashboardKeys.home(area),
    queryFn: async () => unwrap(await call(CONTRACT[area], {})),
    // The payment network keeps producing business: today's figures move while the page is open.
    refetchInterval: 60_000,
  });
}
