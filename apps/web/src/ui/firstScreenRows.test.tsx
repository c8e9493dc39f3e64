import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useFirstScreenRows, useMountedAfterFirstCommit } from './firstScreenRows.ts';

const rowsOf = (n: number, tag = 'r') => Array.from({ length: n }, (_, i) => `${tag}${i}`);

/** Notes how many rows each commit showed. */
function Probe({ rows, seen }: { rows: string[] | undefined; seen: number[] }) {
  const shown = useFirstScreenRows(rows, 3);
  useLayoutEffect(() => {
    seen.push(shown?.length ?? -1);
  });
  return <span>{shown?.join(',') ?? 'none'}</span>;
}

describe('a table renders its first screen of rows first', () => {
  it('commits the first rows, then all of them', () => {
    const seen: number[] = [];
    render(<Probe rows={rowsOf(8)} seen={seen} />);
    expect(seen[0]).toBe(3);
    expect(seen.at(-1)).toBe(8);
    expect(screen.getByText(rowsOf(8).join(','))).toBeTruthy();
  });

  it('shows a short list, no rows and the same rows again at once', () => {
    const seen: number[] = [];
    const rows = rowsOf(8);
    const view = render(<Probe rows={rowsOf(2)} seen={seen} />);
    view.rerender(<Probe rows={undefined} seen={seen} />);
    view.rerender(<Probe rows={rows} seen={seen} />);
    const before = seen.length;
    view.rerender(<Probe rows={rows} seen={seen} />);
    expect(seen.slice(0, 2)).toEqual([2, -1]);
    expect(seen.slice(before)).toEqual([8]);
  });

  it('splits again when new rows come (another page, a new filter)', () => {
    const seen: number[] = [];
    const view = render(<Probe rows={rowsOf(8)} seen={seen} />);
    seen.length = 0;
    act(() => view.rerender(<Probe rows={rowsOf(6, 'n')} seen={seen} />));
    expect(seen[0]).toBe(3);
    expect(seen.at(-1)).toBe(6);
    expect(screen.getByText(rowsOf(6, 'n').join(','))).toBeTruthy();
  });
});

/** Notes what each commit showed: the placeholder or the part. */
function Later({ seen }: { seen: string[] }) {
  const ready = useMountedAfterFirstCommit();
  useLayoutEffect(() => {
    seen.push(ready ? 'table' : 'placeholder');
  });
  return <span>{ready ? 'table' : 'placeholder'}</span>;
}

describe("a page's table mounts one commit after the page", () => {
  it('commits the placeholder first, then the table, and stays', () => {
    const seen: string[] = [];
    const view = render(<Later seen={seen} />);
    expect(seen).toEqual(['placeholder', 'table']);
    view.rerender(<Later seen={seen} />);
    expect(seen.at(-1)).toBe('table');
    expect(screen.getByText('table')).toBeTruthy();
  });
});
