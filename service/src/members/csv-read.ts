/**
 * Reads CSV text as RFC 4180 writes it (docs/console.md "Importing members"): fields separated by
 * commas, records by CRLF (or LF, or CR alone, as spreadsheets on every system save them); a
 * field in double quotes may hold commas, line breaks and doubled quotes. A byte order mark at the
 * start is skipped, and records whose fields are all empty are left out. Each record keeps the
 * line of the file it starts on, so a refusal can name it.
 */

/** One record and the line of the file (from 1) where it starts. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/** A file that is not CSV: a quoted field never closed, or text after a closing quote. */
export class CsvError extends Error {
  // A field, not a parameter property: the service runs on Node's type stripping, which has none.
  readonly line: number;

  constructor(line: number, message: string) {
    super(`Line ${line}: ${message}`);
    this.name = 'CsvError';
    this.line = line;
  }
}

/** The records of `text`, in order. */
export function readCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const length = source.length;
  let line = 1;
  let index = 0;
  while (index < length) {
    const start = line;
    const fields: string[] = [];
    // One record: fields until a line break or the end.
    for (;;) {
      let value = '';
      if (source[index] === '"') {
        index += 1;
        for (;;) {
          if (index >= length) throw new CsvError(start, 'a quoted field is never closed (a " is missing).');
          const quote = source.indexOf('"', index);
          if (quote < 0) throw new CsvError(start, 'a quoted field is never closed (a " is missing).');
          const chunk = source.slice(index, quote);
          line += countBreaks(chunk);
          value += chunk;
          if (source[quote + 1] === '"') {
            value += '"';
            index = quote + 2;
            continue;
          }
          index = quote + 1;
          break;
        }
        const next = source[index];
        if (index < length && next !== ',' && next !== '\r' && next !== '\n') {
          throw new CsvError(
            line,
            'text follows a closing quote: quote the whole field and double the quotes inside it.',
          );
        }
      } else {
        let end = index;
        while (end < length) {
          const char = source.charCodeAt(end);
          if (char === 44 || char === 10 || char === 13) break;
          end += 1;
        }
        value = source.slice(index, end);
        index = end;
      }
      fields.push(value);
      if (source[index] === ',') {
        index += 1;
        continue;
      }
      break;
    }
    // The line break ending the record: CRLF, LF or CR.
    if (source[index] === '\r') index += source[index + 1] === '\n' ? 2 : 1;
    else if (source[index] === '\n') index += 1;
    line += 1;
    if (fields.some((field) => field.trim() !== '')) records.push({ line: start, fields });
  }
  return records;
}

/** Line breaks in `text` (CRLF counted once). */
function countBreaks(text: string): number {
  let breaks = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (char === 10) breaks += 1;
    else if (char === 13 && text.charCodeAt(i + 1) !== 10) breaks += 1;
  }
  return breaks;
}
