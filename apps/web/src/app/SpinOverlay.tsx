import { Spin } from 'antd';
import { AntdScope } from '../ui/AntdScope.tsx';

/** antd's full-screen spinner in the portal's theme; a short delay keeps quick calls from flickering. */
export default function SpinOverlay({ spinning }: { spinning: boolean }) {
  return (
    <AntdScope>
      <Spin fullscreen spinning={spinning} delay={250} />
    </AntdScope>
  );
}
