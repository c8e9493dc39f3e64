/**
 * A readable value axis: the smallest 'nice' maximum (1, 2, 2.5 or 5 times a power of ten) at or above
 * the largest value, split into `ticks` equal steps. Zero data still gets an axis (0..ticks).
 */
export function niceAxis(max: number, ticks = 4): { max: number; step: number } {
  if (!Number.isFinite(max) || max <= 0) return { max: ticks, step: 1 };
  const raw = max / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  return { max: step * ticks, step };
}
