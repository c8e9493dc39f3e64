import { message } from 'antd';
import { TOAST } from './notify.ts';

message.config({ top: TOAST.top, duration: TOAST.duration });

export function showToast(kind: 'error' | 'success', text: string): void {
  // The same text twice in a row (several calls failing together) shows once.
  void message.open({ type: kind, content: text, key: `${kind}:${text}` });
}
