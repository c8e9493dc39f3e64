import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';
import { loadCatalogue } from '../i18n/catalogue.ts';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** antd's provider, its locales and dayjs: one chunk, loaded with the first component that needs it. */
export const loadAntdScope = () => import('./AntdScope.tsx');

/**
 * React's `lazy`, with the component inside antd's locale and theme (ui/AntdScope.tsx). The component's
 * chunk, antd's core and the catalogue's texts load side by side, not one after the other; `preload` starts
 * them early, and React's load then finds them under way.
 */
export function lazyInAntd<P extends object>(
  load: Loader<P>,
): LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> } {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const factory = () => {
    loading ??= (async () => {
      // The catalogue's texts too (i18n/catalogue.ts): a page words codes as it renders.
      const [{ default: Inner }, { AntdScope }] = await Promise.all([
        load(),
        loadAntdScope(),
        loadCatalogue().catch(() => undefined),
      ]);
      function InAntd(props: P) {
        return createElement(AntdScope, null, createElement(Inner, props));
      }
      return { default: InAntd };
    })().catch((e: unknown) => {
      loading = undefined;
      throw e;
    });
    return loading;
  };
  // `preload` starts the chunks before the page renders (app/prefetch.ts: at a click or hover on a link).
  return Object.assign(lazy(factory), { preload: factory });
}
