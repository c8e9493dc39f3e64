import { message } from 'antd';

/** Error toasts: 3 s, 300 px from the top (spec point 9). */
export const TOAST = { duration: 3, top: 300 } as const;

message.config({ top: TOAST.top, duration: TOAST.duration });

export function showToast(kind: 'error' | 'success', text: string): void {
  // The same text twice in a row (several calls failing together) shows once.
  void message.open({ type: kind, content: text, key: `${kind}:${text}` });
}
