import { Spin } from 'antd';

/** While a page's chunk loads: a quiet spinner in place of the page, never a blank area. */
export function PageFallback() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '96px 0' }}>
      <Spin />
    </div>
  );
}
