import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** antd's provider, its locales and dayjs: one chunk, loaded with the first component that needs it. */
export const loadAntdScope = () => import('./AntdScope.tsx');

/**
 * React's `lazy`, with the component inside antd's locale and theme (ui/AntdScope.tsx). The component's
 * chunk and antd's core load side by side, not one after the other.
 */
export function lazyInAntd<P extends object>(load: Loader<P>): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const [{ default: Inner }, { AntdScope }] = await Promise.all([load(), loadAntdScope()]);
    function InAntd(props: P) {
      return createElement(AntdScope, null, createElement(Inner, props));
    }
    return { default: InAntd };
  });
}
