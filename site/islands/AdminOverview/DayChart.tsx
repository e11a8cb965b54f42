/**
 * A count per day as bars in SVG, readable without colour: titled, with the scale's top and
 * bottom written beside it and the first and last days under it (in HTML, so that the text keeps
 * its size while the bars stretch to the width); screen readers get a one-line
 * summary (role="img") and the same numbers in a table behind 'Show as table'.
 */
import type { ConsoleDayCount } from '@wf/sdk/contract';
import { useId } from 'react';
import { formatCount, formatDay } from './format.ts';

export interface DayChartProps {
  /** 'Sign-ups per day'. */
  title: string;
  /** The counted thing, for the table's column and the summary: 'Sign-ups'. */
  noun: string;
  days: ConsoleDayCount[];
  /** Shown instead of bars when every day is 0. */
  emptyText: string;
}

/** The drawing's units: each day a slot of 10 with a bar of 7, the height 100 (stretched by CSS). */
const SLOT = 10;
const BAR = 7;
const HEIGHT = 100;

export function DayChart({ title, noun, days, emptyText }: DayChartProps) {
  const titleId = useId();
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const max = Math.max(1, ...days.map((day) => day.count));
  const busiest = days.reduce<ConsoleDayCount | null>(
    (best, day) => (best === null || day.count > best.count ? day : best),
    null,
  );
  const first = days[0];
  const last = days[days.length - 1];
  const range = first && last ? `${formatDay(first.date, true)} to ${formatDay(last.date, true)}` : '';
  const summary =
    total === 0
      ? `${title}, ${range}: none.`
      : `${title}, ${range}: ${formatCount(total)} in all; the most, ${formatCount(busiest?.count ?? 0)}, on ${formatDay(busiest?.date ?? '', true)}.`;

  return (
    <section className="wf-overview-chart" aria-labelledby={titleId}>
      <h3 id={titleId} className="wf-overview-chart__title">
        {title} <span className="wf-overview-chart__total">({formatCount(total)} in all)</span>
      </h3>
      {total === 0 ? (
        <p className="wf-overview-chart__empty">{emptyText}</p>
      ) : (
        <>
          <div className="wf-overview-chart__plot">
            <div className="wf-overview-chart__scale" aria-hidden="true">
              <span>{formatCount(max)}</span>
              <span>0</span>
            </div>
            <svg
              className="wf-overview-chart__svg"
              viewBox={`0 0 ${days.length * SLOT} ${HEIGHT}`}
              preserveAspectRatio="none"
              role="img"
              aria-label={summary}
            >
              <line
                className="wf-overview-chart__grid"
                x1={0}
                x2={days.length * SLOT}
                y1={0.5}
                y2={0.5}
                vectorEffect="non-scaling-stroke"
              />
              {days.map((day, index) => {
                const height = (day.count / max) * HEIGHT;
                return (
                  <rect
                    key={day.date}
                    className="wf-overview-chart__bar"
                    x={index * SLOT + (SLOT - BAR) / 2}
                    y={HEIGHT - height}
                    width={BAR}
                    height={height}
                  />
                );
              })}
            </svg>
          </div>
          <div className="wf-overview-chart__days" aria-hidden="true">
            <span>{first ? formatDay(first.date) : ''}</span>
            <span>{last ? formatDay(last.date) : ''}</span>
          </div>
        </>
      )}
      <details className="wf-overview-chart__details">
        <summary>Show as table</summary>
        {/* Scrolls when long: a labelled tab stop, so that a keyboard scrolls it too. */}
        <section
          className="wf-overview-chart__table-wrap"
          aria-label={`${title}, as a table`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
          tabIndex={0}
        >
          <table className="wf-overview-chart__table">
            <caption className="wf-visually-hidden">{`${title}, ${range}`}</caption>
            <thead>
              <tr>
                <th scope="col">Day (UTC)</th>
                <th scope="col">{noun}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{formatDay(day.date, true)}</th>
                  <td>{formatCount(day.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </section>
  );
}
