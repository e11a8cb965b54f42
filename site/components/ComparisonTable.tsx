/**
 * The plan page's comparison table, rendered on the server (no client directive). A true/false
 * cell reads 'Included' / 'Not included'; its check or dash icon is decorative.
 */
import { Table } from '@wf/ui';
import type { PageData } from '../lib/content.ts';

export interface ComparisonTableProps {
  comparison: NonNullable<PageData['comparison']>;
  includedLabel: string;
  notIncludedLabel: string;
}

export function ComparisonTable({ comparison, includedLabel, notIncludedLabel }: ComparisonTableProps) {
  const planKeys = comparison.plans.map((_, index) => `plan${index}`);
  const columns = [
    { key: 'aspect', header: comparison.aspectHeader },
    ...comparison.plans.map((plan, index) => ({
      key: `plan${index}`,
      header: plan,
      align: 'center' as const,
    })),
  ];
  const rows = comparison.rows.map((row) => ({
    aspect: row.aspect,
    ...Object.fromEntries(
      planKeys.map((key, index) => [
        key,
        <Cell key={key} value={row.values[index]} included={includedLabel} notIncluded={notIncludedLabel} />,
      ]),
    ),
  }));
  return (
    <Table
      caption={comparison.caption}
      captionHidden
      columns={columns}
      rows={rows}
      rowHeaderKey="aspect"
      className="comparison"
    />
  );
}

function Cell({
  value,
  included,
  notIncluded,
}: {
  value: string | boolean | undefined;
  included: string;
  notIncluded: string;
}) {
  if (typeof value !== 'boolean') return <>{value ?? ''}</>;
  return (
    <span
      className={value ? 'comparison__mark comparison__mark--yes' : 'comparison__mark comparison__mark--no'}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d={value ? 'M5 12.5l4.5 4.5L19 7.5' : 'M7 12h10'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.25"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {value ? included : notIncluded}
    </span>
  );
}
