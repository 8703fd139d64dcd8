import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartSeries } from './Chart';

const cssVariable = (element: HTMLElement, name: string) => getComputedStyle(element).getPropertyValue(name).trim();

/**
 * Draws the chart with uPlot (loaded only by screens that draw one), in the kit's colours,
 * resized with its container. Returns the cleanup.
 */
export interface ChartDrawing {
  x: number[];
  series: ChartSeries[];
  height: number;
  xIsTime: boolean;
  /** Bars over categories (x = 0, 1, 2… named by `formatX`) instead of lines. */
  bars: boolean;
  formatX: (value: number) => string;
}

export function drawChart(container: HTMLElement, { x, series, height, xIsTime, bars, formatX }: ChartDrawing): () => void {
  const text = cssVariable(container, '--color-text-muted');
  const grid = cssVariable(container, '--color-border');
  const palette = ['--color-primary', '--color-success', '--color-warning', '--color-danger'].map((name) => cssVariable(container, name));
  const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } };
  const barPaths = bars ? uPlot.paths.bars?.({ size: [0.6, 64] }) : undefined;
  // Categories sit on whole steps with half a step of room either side, named, one tick each.
  const xAxis = bars ? { ...axis, grid: { show: false }, splits: () => x, values: (_: uPlot, splits: number[]) => splits.map((value) => formatX(value)) } : axis;
  const plot = new uPlot(
    {
      width: container.clientWidth,
      height,
      // Bars start from zero, so their lengths compare; lines keep uPlot's fitted range.
      scales: bars
        ? { x: { time: false, range: [-0.5, x.length - 0.5] }, y: { range: (_: uPlot, __: number, max: number) => [0, max > 0 ? max * 1.1 : 1] } }
        : { x: { time: xIsTime } },
      axes: [xAxis, axis],
      legend: { show: series.length > 1 },
      series: [
        {},
        ...series.map((s, index) => {
          const colour = palette[index % palette.length];
          return bars ? { label: s.label, stroke: colour, fill: colour, width: 0, paths: barPaths, points: { show: false } } : { label: s.label, stroke: colour, width: 2 };
        }),
      ],
    },
    [x, ...series.map((s) => s.values)],
    container,
  );
  const observer = new ResizeObserver(() => plot.setSize({ width: container.clientWidth, height }));
  observer.observe(container);
  return () => {
    observer.disconnect();
    plot.destroy();
  };
}
