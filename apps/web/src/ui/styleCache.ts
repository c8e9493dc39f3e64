import { createCache } from '@ant-design/cssinjs';
import type { ThemeConfig } from 'antd';
import { useMemo } from 'react';
import { useReducedMotion } from './reducedMotion.ts';

type Cache = ReturnType<typeof createCache>;

/**
 * antd's style cache, keeping what it compiled (issue 31 point 2). antd's CSS-in-JS counts the components
 * using each style, token and CSS-variable block, and drops the entry when the last of them unmounts: a page
 * switch unmounted the old page's table, form and tags, and the next page compiled their styles again (the
 * style objects, stylis, the hashes), read and wrote the `<style>` elements, and removed and re-added the
 * CSS-variable blocks, which made the browser recompute every style of the document. Here every entry is
 * counted once more than its users from its creation, so it is never dropped: a component's style is
 * compiled once per tab. What is kept is bounded: one entry per antd component (and sub-style) per theme
 * token, and the portal has two themes (with and without reduced motion).
 */
export function createKeptStyleCache(): Cache {
  const cache = createCache();
  const opUpdate = cache.opUpdate.bind(cache);
  cache.opUpdate = (key, valueFn) =>
    opUpdate(key, (prev) => {
      const next = valueFn(prev);
      // A new entry: `[users, value]` with one user more, so that the last unmount leaves it at 1, not 0.
      return !prev && next ? [next[0] + 1, next[1]] : next;
    });
  return cache;
}

/** The one cache of the portal's antd components (ui/AntdScope.tsx provides it). */
export const KEPT_STYLE_CACHE = createKeptStyleCache();

/**
 * A theme with a fixed name for its CSS variables. antd names the variables of each ConfigProvider that sets
 * a theme after a React id (`css-var-_r_5u_`) unless the theme gives `cssVar.key`: every page mounted its own
 * provider, so every switch made a new id, compiled the theme's 12 KB of token variables and each component's
 * variables again under it, and added them to the document (and, with antd's own cache, removed the last
 * page's), however often the page had been seen. One name per theme (`name`) and per motion setting, since
 * the variables' values differ with it: the same variables are found in the cache at every switch.
 */
export function keyedTheme(theme: ThemeConfig, name: string, reduced: boolean): ThemeConfig {
  return { ...theme, cssVar: { ...theme.cssVar, key: `mp-${name}${reduced ? '-still' : ''}` } };
}

/** `keyedTheme` for a ConfigProvider inside the portal's (ui/AntdScope.tsx), which follows the motion setting. */
export function useKeyedTheme(theme: ThemeConfig, name: string): ThemeConfig {
  const reduced = useReducedMotion();
  return useMemo(() => keyedTheme(theme, name, reduced), [theme, name, reduced]);
}
