import { formatTime14 } from './format.ts';

/** A wire time (yyyymmddHHMMss) as 'YYYY-MM-DD HH:mm:ss', kept on one line. */
export function TimeText({ value }: { value: string | null | undefined }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{formatTime14(value)}</span>;
}
