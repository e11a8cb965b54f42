/**
 * Reads what the seed needs from the content collections (content/): the locked videos'
 * player ids and the contact address. Only flat `key: value` frontmatter lines are read, so
 * no YAML parser is needed; site/content.config.ts validates the full files at build time.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's content folder. */
export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL('../../../../content', import.meta.url));

/** The top-level `key: value` lines of a YAML document, values unquoted. */
export function flatYamlFields(yaml: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of yaml.split(/\r?\n/)) {
    const match = /^([A-Za-z_][\w-]*):[ \t]*(.*?)[ \t]*$/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    let value = match[2].replace(/[ \t]+#.*$/, '');
    const quoted = /^(['"])(.*)\1$/.exec(value);
    if (quoted?.[2] !== undefined) value = quoted[2];
    fields[match[1]] = value;
  }
  return fields;
}

/** The frontmatter between the leading `---` lines of a markdown file. */
export function frontmatterOf(markdown: string): Record<string, string> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(markdown);
  return match?.[1] ? flatYamlFields(match[1]) : {};
}

/** A locked video: its id (the file name) and its player id. */
export interface LockedVideo {
  id: string;
  vimeoId: string;
}

/** The locked videos of content/videos/ (isLocked defaults to true, as in the collection). */
export async function readLockedVideos(contentDir: string): Promise<LockedVideo[]> {
  const dir = path.join(contentDir, 'videos');
  const files = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.md')).sort();
  const videos: LockedVideo[] = [];
  for (const file of files) {
    const fields = frontmatterOf(await readFile(path.join(dir, file), 'utf8'));
    const vimeoId = fields.vimeoId;
    if (!vimeoId || !/^\d+$/.test(vimeoId) || fields.isLocked === 'false') continue;
    videos.push({ id: file.slice(0, -'.md'.length), vimeoId });
  }
  return videos;
}

/** The contact address of content/site/settings.yaml, if any. */
export async function readContactEmail(contentDir: string): Promise<string | null> {
  const yaml = await readFile(path.join(contentDir, 'site', 'settings.yaml'), 'utf8').catch(() => '');
  return flatYamlFields(yaml).contactEmail ?? null;
}
