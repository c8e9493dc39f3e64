/** '20261125143000' (Macau time, 14 digits) as '2026-11-25 14:30:00'. */
export function macauTimeText(t14: string): string {
  if (!/^\d{14}$/.test(t14)) return t14;
  return `${t14.slice(0, 4)}-${t14.slice(4, 6)}-${t14.slice(6, 8)} ${t14.slice(8, 10)}:${t14.slice(10, 12)}:${t14.slice(12, 14)}`;
}
