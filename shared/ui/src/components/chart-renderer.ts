import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartSeries } from './Chart';

const cssVariable = (element: HTMLElement, name: string) => getComputedStyle(element).getPropertyValue(name).trim();

/**
 * Draws the chart with uPlot (loaded only by screens that draw one), in the kit's colours,
 * resized with its container. Returns the cleanup.
 */
export function drawChart(container: HTMLElement, x: number[], series: ChartSeries[], height: number, xIsTime: boolean): () => void {
  const text = cssVariable(container, '--color-text-muted');
  const grid = cssVariable(container, '--color-border');
  const palette = ['--color-primary', '--color-success', '--color-warning', '--color-danger'].map((name) => cssVariable(container, name));
  const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } };
  const plot = new uPlot(
    {
      width: container.clientWidth,
      height,
      scales: { x: { time: xIsTime } },
      axes: [axis, axis],
      legend: { show: series.length > 1 },
      series: [{}, ...series.map((s, index) => ({ label: s.label, stroke: palette[index % palette.length], width: 2 }))],
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
