import { useEffect, useRef } from 'react';
import { useLogMod } from '../audit/index.ts';

/**
 * Personal data shown in full is put on the audit record (setLogMod 'unmask'), once per page and
 * privacy switch, when the full answer has arrived.
 */
export function useUnmaskRecord(target: string, masked: boolean, loaded: boolean): void {
  const log = useLogMod();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (masked) {
      done.current = null;
      return;
    }
    if (!loaded || done.current === target) return;
    done.current = target;
    log.mutate({ action: 'unmask', target });
  }, [target, masked, loaded, log]);
}
