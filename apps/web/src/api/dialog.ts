import { Modal } from 'antd';

export function showErrorDialog(title: string, text: string, okText: string): void {
  Modal.error({ title, content: text, okText, centered: true });
}
