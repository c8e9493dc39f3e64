import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { fitWidth } from '../fitWidth.ts';
import type { ListPage } from './useListPage.ts';

/** The record drawer of a list: open while the URL's `detail` names a record. */
export interface DetailSpec {
  title: string;
  /** Width in pixels; 720 unless said. */
  width?: number;
  render: (id: string) => ReactNode;
}

/** The drawer of the record the URL's `detail` names; closing it takes `detail` out of the URL. */
export function DetailDrawer({ list, detail }: { list: ListPage; detail: DetailSpec }) {
  const { state } = list;
  return (
    <Drawer
      open={!!state.detail}
      onClose={() => list.apply({ ...state, detail: null })}
      title={detail.title}
      size={fitWidth(detail.width ?? 720)}
      destroyOnHidden
    >
      {state.detail ? detail.render(state.detail) : null}
    </Drawer>
  );
}
