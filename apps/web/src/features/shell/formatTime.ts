/**
 * A wire time (yyyymmddHHMMss, spec's 14-digit strings) or an ISO time as 'YYYY-MM-DD HH:mm:ss'; anything
 * else is shown as it came.
 */
export function formatWireTime(value: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (m) return `${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}:${m[6]}`;
  const d = new Date(value);
  if (value && !Number.isNaN(d.getTime()) && /\d{4}-\d{2}-\d{2}T/.test(value)) {
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
  }
  return value;
}
