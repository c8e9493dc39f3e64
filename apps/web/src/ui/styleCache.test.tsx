import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import { Button, Tag } from 'antd';
import { describe, expect, it } from 'vitest';
import { createKeptStyleCache } from './styleCache.ts';

/** The number of style entries (not tokens or CSS variables) the cache holds. */
const styles = (cache: ReturnType<typeof createKeptStyleCache>) =>
  [...cache.cache.keys()].filter((k) => k.startsWith('style%')).length;

describe('the kept style cache', () => {
  it("keeps a component's compiled style after the last user unmounts, and does not compile it again", () => {
    const cache = createKeptStyleCache();
    const page = () => (
      <StyleProvider cache={cache}>
        <Button>ok</Button>
        <Tag>tag</Tag>
      </StyleProvider>
    );
    const first = render(page());
    const kept = styles(cache);
    expect(kept).toBeGreaterThan(0);
    first.unmount();
    expect(styles(cache)).toBe(kept);
    // Mounted again: every style's entry is found, none is built anew.
    const built: string[] = [];
    const opUpdate = cache.opUpdate;
    cache.opUpdate = (key, fn) => {
      if (!cache.opGet(key)) built.push(key);
      opUpdate(key, fn);
    };
    const again = render(page());
    expect(built).toEqual([]);
    expect(styles(cache)).toBe(kept);
    again.unmount();
  });

  it("drops nothing on unmount, where antd's own cache drops every entry", () => {
    const tree = (c: ReturnType<typeof createCache>) => (
      <StyleProvider cache={c}>
        <Button>ok</Button>
      </StyleProvider>
    );
    const kept = createKeptStyleCache();
    render(tree(kept)).unmount();
    expect(kept.cache.size).toBeGreaterThan(0);
    const plain = createCache();
    render(tree(plain)).unmount();
    expect(plain.cache.size).toBe(0);
  });
});
