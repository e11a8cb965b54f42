/**
 * The markdown file of an admin-added video: frontmatter in the field order and quoting of the
 * files in content/videos/ (content/README.md: text in single quotes, the date bare, an empty
 * body), so an added video reads like one an editor wrote.
 */
import type { NewVideo } from '@wf/config/site-api';

/** Characters YAML cannot hold inside a single-quoted scalar unchanged (line breaks, controls). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const NEEDS_ESCAPES = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff]/;

/** A YAML string: single-quoted ('' for a quote), or double-quoted with escapes when it has line breaks or controls. */
export function yamlString(value: string): string {
  if (!NEEDS_ESCAPES.test(value)) return `'${value.replaceAll("'", "''")}'`;
  let out = '"';
  for (const char of value) {
    if (char === '"' || char === '\\') out += `\\${char}`;
    else if (char === '\n') out += '\\n';
    else if (NEEDS_ESCAPES.test(char)) out += `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
    else out += char;
  }
  return `${out}"`;
}

/** `content/videos/{id}.md` for a validated video published on `date` (YYYY-MM-DD). */
export function videoMarkdown(video: NewVideo, date: string): string {
  return [
    '---',
    `title: ${yamlString(video.title)}`,
    `description: ${yamlString(video.description)}`,
    `vimeoId: ${yamlString(video.vimeoId)}`,
    `thumbnail: ${yamlString(video.thumbnail)}`,
    `duration: ${yamlString(video.duration)}`,
    `date: ${date}`,
    `category: ${video.category}`,
    `isLocked: ${video.isLocked}`,
    `isFeatured: ${video.isFeatured}`,
    '---',
    '',
  ].join('\n');
}

/** Today's date as YAML writes it (UTC): 2024-03-15. */
export function isoDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}
