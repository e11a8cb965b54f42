/**
 * The console's CSV export (docs/console.md "Export"): RFC 4180 (every field quoted, quotes
 * doubled, CRLF line ends) with a header row, and every cell that a spreadsheet would read as a
 * formula (one beginning with =, +, -, @, a tab or a carriage return) prefixed with ' so that
 * it stays text. Streamed a chunk of members at a time.
 */
import { CONSOLE_EXPORT_COLUMNS, type ConsoleMemberRow } from '@wf/sdk/contract';

/** Members read per statement while exporting. */
export const EXPORT_CHUNK_SIZE = 500;

/** One field, quoted, with a formula defused. */
export function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

/** One record, CRLF-terminated. */
export function csvLine(values: readonly string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** The header row. */
export function csvHeader(): string {
  return csvLine(CONSOLE_EXPORT_COLUMNS);
}

/** A member's record, in the order of CONSOLE_EXPORT_COLUMNS. */
export function csvRecord(row: ConsoleMemberRow): string {
  return csvLine([
    row.id,
    row.email,
    String(row.verified),
    row.name ?? '',
    row.createdAt,
    row.lastLogin ?? '',
    row.plans.map((plan) => plan.name).join('; '),
    row.plans.map((plan) => `${plan.planId}: ${plan.status}`).join('; '),
    row.providers.join('; '),
  ]);
}

/** The export as a byte stream: the header, then each chunk's records as it is read. */
export function csvStream(chunks: AsyncIterable<readonly ConsoleMemberRow[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = chunks[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvHeader()));
        return;
      }
      const next = await iterator.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(next.value.map(csvRecord).join('')));
    },
    async cancel() {
      await iterator.return?.(undefined);
    },
  });
}
