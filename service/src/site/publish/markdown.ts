/**
 * The markdown file of an admin-added video: frontmatter in the field order and quoting of the
 * files in content/videos/ (content/README.md: text in single quotes, the date bare, an empty
 * body), so an added video reads like one an editor wrote.
 */
import {
  type LibraryVideo,
  type StoredVideo,
  type VideoFrontmatter,
  videoFrontmatterSchema,
} from '@wf/config/site-api';

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

/**
 * `content/videos/{id}.md` for a validated video published on `date` (YYYY-MM-DD); `draft: true`
 * is written only for an unpublished video, so a published one reads like an editor's file.
 */
export function videoMarkdown(video: StoredVideo, date: string): string {
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
    ...(video.draft ? ['draft: true'] : []),
    '---',
    '',
  ].join('\n');
}

/** Today's date as YAML writes it (UTC): 2024-03-15. */
export function isoDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** A YAML scalar as {@link videoMarkdown} (or an editor) writes it: quoted, true/false, or bare. */
function scalarOf(raw: string): string | boolean {
  const value = raw.trim();
  if (value.startsWith("'") && value.endsWith("'") && value.length >= 2) {
    return value.slice(1, -1).replaceAll("''", "'");
  }
  if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
    try {
      return JSON.parse(value) as string;
    } catch {
      return value.slice(1, -1);
    }
  }
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value.replace(/[ \t]+#.*$/, '');
}

/** A video file read back: its stored fields and date, or undefined when it breaks the collection's rules. */
export function parseVideoFile(markdown: string): { video: StoredVideo; date: string } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(markdown);
  if (!match?.[1]) return undefined;
  const fields: Record<string, string | boolean> = {};
  for (const line of match[1].split(/\r?\n/)) {
    const field = /^([A-Za-z_][\w-]*):[ \t]*(.*)$/.exec(line);
    if (field?.[1] && field[2] !== undefined && field[2].trim() !== '') fields[field[1]] = scalarOf(field[2]);
  }
  const parsed = videoFrontmatterSchema.safeParse(fields);
  if (!parsed.success) return undefined;
  const data: VideoFrontmatter = parsed.data;
  const { date, draft, ...rest } = data;
  return { video: draft ? { ...rest, draft } : rest, date: isoDate(date) };
}

/** A parsed file as the console lists it. */
export function libraryVideoOf(id: string, file: { video: StoredVideo; date: string }): LibraryVideo {
  const { draft, ...video } = file.video;
  return { id, ...video, date: file.date, published: !draft };
}
