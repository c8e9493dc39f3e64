import { Typography } from 'antd';

/** yyyyMMddHHmmss as yyyy-MM-dd HH:mm:ss ('' stays ''). */
export function time14(t: string): string {
  return t.length >= 14
    ? `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)} ${t.slice(8, 10)}:${t.slice(10, 12)}:${t.slice(12, 14)}`
    : t;
}

/** yyyyMMdd as yyyy-MM-dd. */
export function ymd(t: string): string {
  return t.length === 8 ? `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)}` : t;
}

/** An agreement's sections as the reader sees them (the PDF has the same words). */
export function DocText({
  sections,
  maxHeight,
}: {
  sections: { heading: string; paragraphs: string[] }[];
  maxHeight?: number;
}) {
  return (
    <div
      // A scrolling region must be reachable by keyboard.
      tabIndex={maxHeight ? 0 : undefined}
      style={
        maxHeight
          ? {
              maxHeight,
              overflowY: 'auto',
              padding: '4px 12px',
              border: '1px solid #f0f0f0',
              borderRadius: 6,
            }
          : undefined
      }
      data-testid="agreement-text"
    >
      {sections.map((s) => (
        <section key={s.heading}>
          <Typography.Title level={5} style={{ marginTop: 12 }}>
            {s.heading}
          </Typography.Title>
          {s.paragraphs.map((p) => (
            <Typography.Paragraph key={p}>{p}</Typography.Paragraph>
          ))}
        </section>
      ))}
    </div>
  );
}
