// The one place that loads uPlot (and its CSS): imported dynamically by TimeChart, so only the statistics
// pages fetch it and no public page's bundle grows.
import { formatCalendarDate } from '@oabat/domain/dates';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface RenderSeries {
  label: string;
  values: number[];
  color: string;
}

/** Draws a line chart of days (YYYY-MM-DD) into `el`; returns the chart, to be destroyed on unmount. */
export function renderTimeChart(
  el: HTMLElement,
  days: string[],
  series: RenderSeries[],
  width: number,
  bars = false,
): { destroy(): void; setSize(s: { width: number; height: number }): void } {
  const xs = days.map((d) => Date.parse(`${d}T12:00:00Z`) / 1000);
  return new uPlot(
    {
      width,
      height: 240,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true } },
      axes: [
        { values: (_u, ticks) => ticks.map((t) => formatCalendarDate(new Date(t * 1000).toISOString(), 'dayMonth')) },
        { values: (_u, ticks) => ticks.map((t) => t.toLocaleString('de-DE')) },
      ],
      series: [
        {},
        ...series.map((s) => ({
          label: s.label,
          stroke: s.color,
          width: 2,
          ...(bars ? { fill: `${s.color}55`, paths: uPlot.paths.bars!({ size: [0.8, 40] }) } : {}),
        })),
      ],
    },
    [xs, ...series.map((s) => s.values)],
    el,
  );
}
