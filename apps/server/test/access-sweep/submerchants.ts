import type { Body, Sample, SweepTable } from './kit.ts';

const samples: Record<string, Sample> = {
  'meradm/urmGroupInfoSearch': () => ({ keyword: 'M' }),
  'meradm/updateGroupOprPhoneAction': () => ({ phone_area: '+853', phone: '66123456' }),
};

const exportFilters: Record<string, () => Body> = {
  // Providers and groups run their merchants (issue 13): the sub-merchant list has no date range.
  sub_merchants: () => ({}),
};

const noCode: Record<string, string> = {
  'meradm/urmGroupMappingPageAction': 'the group area has no codes (spec point 2)',
  'meradm/urmGroupInfoSearch': 'the group area has no codes (spec point 2)',
  'meradm/updateGroupOprPhoneAction': "the group area has no codes (spec point 2); the group's own row",
};

/** The access sweep's entries of the submerchants capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { samples, exportFilters, noCode };
