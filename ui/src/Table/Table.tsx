import { type ReactNode, useId, useRef } from 'react';
import { cx } from '../cx.ts';
import { useOverflow } from '../useOverflow.ts';

export interface TableColumn {
  /** Key of the cell in each row. */
  key: string;
  header: ReactNode;
  /** Text alignment of the column's cells; numbers read best at 'end'. */
  align?: 'start' | 'center' | 'end';
}

export interface TableProps {
  /** What the table shows; its accessible name. */
  caption: ReactNode;
  /** Keeps the caption for screen readers only. */
  captionHidden?: boolean;
  columns: TableColumn[];
  /** One record per row, keyed by column key. */
  rows: Record<string, ReactNode>[];
  /** The column whose cells head their rows (<th scope="row">), e.g. the feature name. */
  rowHeaderKey?: string;
  className?: string;
}

/**
 * A native data table. On a narrow screen it scrolls sideways inside its frame, which then
 * becomes a focusable region named by the caption so keyboard users can scroll it too.
 */
export function Table({ caption, captionHidden, columns, rows, rowHeaderKey, className }: TableProps) {
  const captionId = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const scrolls = useOverflow(frameRef, 'x');
  const scrollRegion = scrolls ? { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 } : {};
  return (
    <div
      ref={frameRef}
      className={cx('wf-table', className)}
      {...scrollRegion}
      data-scrolls={scrolls ? 'true' : undefined}
    >
      <table className="wf-table__table">
        <caption id={captionId} className={captionHidden ? 'wf-visually-hidden' : 'wf-table__caption'}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cellClass('wf-table__header', column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static rows, never reordered
            <tr key={rowIndex} className="wf-table__row">
              {columns.map((column) =>
                column.key === rowHeaderKey ? (
                  <th key={column.key} scope="row" className={cellClass('wf-table__row-header', column)}>
                    {row[column.key]}
                  </th>
                ) : (
                  <td key={column.key} className={cellClass('wf-table__cell', column)}>
                    {row[column.key]}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function cellClass(base: string, { align = 'start' }: TableColumn) {
  return cx(base, `wf-table__cell--${align}`);
}
