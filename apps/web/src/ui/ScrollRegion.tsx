import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * A table that may be wider than its card, in a region that scrolls sideways and that a keyboard can reach
 * (WCAG 2.1.1; axe's scrollable-region-focusable): named after the table, a tab stop while its content is
 * wider than the region (arrow keys then scroll it), outlined when focused. The table inside keeps each
 * cell on one line (index.html, `.mp-scroll-region`) instead of using antd's own scroller, which a
 * keyboard cannot reach when the table holds nothing focusable. Without a label the children render as
 * they are (a table that keeps antd's own scroller).
 */
export function ScrollRegion({ label, children }: { label: string | undefined; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => setWide(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  if (label === undefined) return children;
  return (
    // A named <section> is a region landmark; its tab stop lets the arrow keys scroll it.
    <section ref={ref} aria-label={label} tabIndex={wide ? 0 : undefined} className="mp-scroll-region">
      {children}
    </section>
  );
}
