import { useEffect, useId, useRef, useState } from 'react';
import { useKitT } from '../i18n/kit-messages';
import './Chart.css';

export interface ChartSeries {
  label: string;
  values: (number | null)[];
}

export interface ChartProps {
  /** The chart's accessible name, and the caption of its table. */
  title: string;
  /** The x values: epoch seconds when `xIsTime`, else plain numbers. */
  x: number[];
  /** How the x values read in the table (dates, months…). */
  formatX: (value: number) => string;
  formatValue?: (value: number) => string;
  series: ChartSeries[];
  xIsTime?: boolean;
  height?: number;
  /** `bar`: one bar per category; `x` is then 0, 1, 2… and `formatX` names each. */
  kind?: 'line' | 'bar';
}

/**
 * A line chart, or a bar chart over categories (`kind="bar"`). The drawing library loads on first use (its own chunk), so only screens with
 * a chart pay for it; the numbers are also in a visually hidden table for screen readers.
 *
 * @example
 * <Chart title={t('revenue')} x={days} formatX={(d) => formatDate(d * 1000, lang)} series={[{ label: t('revenue'), values }]} xIsTime />
 * <Chart kind="bar" title={t('serversPerGame')} x={games.map((_, i) => i)} formatX={(i) => games[i].name} series={[{ label: t('servers'), values: counts }]} />
 */
export function Chart({ title, x, formatX, formatValue = String, series, xIsTime = false, height = 240, kind = 'line' }: ChartProps) {
  const t = useKitT();
  const canvas = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // The drawing library did not load (offline, a redeploy): the chart says so; its numbers stay in the table.
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cleanup: (() => void) | undefined;
    let cancelled = false;
    import('./chart-renderer').then(
      ({ drawChart }) => {
        if (!cancelled && canvas.current) cleanup = drawChart(canvas.current, { x, series, height, xIsTime, bars: kind === 'bar', formatX });
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      cleanup?.();
    };
    // formatX only names the bars; a new arrow each render must not redraw the chart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [x, series, height, xIsTime, kind]);

  return (
    <figure className="ui-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="ui-chart-title">
        {title}
      </figcaption>
      <div ref={canvas} className="ui-chart-canvas" style={{ minHeight: height }} aria-hidden="true" />
      {failed && <p className="ui-chart-failed">{t('loadFailed')}</p>}
      {/* Hidden in a box: a table keeps its content width whatever its own box says, and would widen the page. */}
      <div className="visually-hidden">
        <table>
          <caption>{t('chartData', { title })}</caption>
          <thead>
            <tr>
              <td />
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {x.map((value, index) => (
              <tr key={value}>
                <th scope="row">{formatX(value)}</th>
                {series.map((s) => (
                  <td key={s.label}>{s.values[index] == null ? '' : formatValue(s.values[index])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
