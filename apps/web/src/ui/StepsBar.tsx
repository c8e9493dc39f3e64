import { Grid, Progress, Steps } from 'antd';

/**
 * The steps of a flow above its page: the whole bar from a tablet's width up; on a phone one line, "2/4"
 * and the current step's name over a segmented bar (the vertical list of every step pushed the page's
 * content a screen down).
 */
export function StepsBar({ current, titles }: { current: number; titles: readonly string[] }) {
  const screens = Grid.useBreakpoint();
  if (screens.md) return <Steps size="small" current={current} items={titles.map((title) => ({ title }))} />;
  const n = titles.length;
  return (
    <div>
      <div style={{ fontWeight: 500 }}>{`${current + 1}/${n} ${titles[current] ?? ''}`}</div>
      <Progress
        steps={n}
        percent={Math.round(((current + 1) / n) * 100)}
        showInfo={false}
        size={{ width: Math.floor(300 / n), height: 6 }}
        aria-label={`${current + 1}/${n} ${titles[current] ?? ''}`}
      />
    </div>
  );
}
