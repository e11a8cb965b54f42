/**
 * Reads the app files of a folder (docs/apps.md): `<name>.json`, `<name>.yaml` or `<name>.yml`,
 * each validated with the contract's schema (@wf/sdk/app-file). A problem names the file, its
 * line and column, and the field, as `apps/lotus.yaml:12:7: plans[1].prices[0].amount: …`, and
 * every problem of every file is told at once.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type AppFile, appFileSchema } from '@wf/sdk/app-file';
import { isMap, isSeq, LineCounter, type Node, parseDocument } from 'yaml';

/** An app file, read and valid. */
export interface LoadedAppFile {
  /** Its path as the problems name it (relative to the working directory when inside it). */
  file: string;
  app: AppFile;
  /** Where a field is written in the file, as `file:line:column` (the nearest enclosing field when it is not written). */
  locate(fieldPath: readonly (string | number)[]): string;
}

/** Files of a folder that hold apps. */
const APP_FILE = /\.(json|ya?ml)$/i;

/** Files beside the apps that are not apps (the editors' schema). */
const NOT_APPS = new Set(['app.schema.json']);

/** Every problem of a folder's app files, one per line. */
export class AppFileError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`The app files cannot be applied:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'AppFileError';
    this.problems = problems;
  }
}

/** A field path written the way a reader of the file would, `plans[1].prices[0].amount`. */
export function fieldName(fieldPath: readonly PropertyKey[]): string {
  let out = '';
  for (const part of fieldPath) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || '(the file)';
}

/** How a file is shown in messages: relative to the working directory when it is inside it. */
function shown(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

/** The node at `fieldPath`, or the deepest one on the way to it. */
function nearestNode(root: Node | null, fieldPath: readonly PropertyKey[]): Node | null {
  let node: Node | null = root;
  for (const part of fieldPath) {
    if (isMap(node)) {
      const pair = node.items.find((item) => (item.key as { value?: unknown } | null)?.value === part);
      if (!pair) return node;
      node = (pair.value as Node | null) ?? (pair.key as Node);
    } else if (isSeq(node) && typeof part === 'number') {
      const item = node.items[part] as Node | undefined;
      if (!item) return node;
      node = item;
    } else {
      return node;
    }
  }
  return node;
}

/** The node of the key `key` inside the map at `fieldPath` (an unknown field's own line). */
function keyNode(root: Node | null, fieldPath: readonly PropertyKey[], key: string): Node | null {
  const map = nearestNode(root, fieldPath);
  if (!isMap(map)) return null;
  const pair = map.items.find((item) => (item.key as { value?: unknown } | null)?.value === key);
  return (pair?.key as Node | undefined) ?? null;
}

/** Reads and validates one file's text; `file` names it in the problems. */
export function parseAppFile(file: string, text: string): { app: LoadedAppFile } | { problems: string[] } {
  const name = shown(file);
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const at = (offset: number | undefined) => {
    if (offset === undefined) return `${name}:1:1`;
    const { line, col } = lines.linePos(offset);
    return `${name}:${line}:${col}`;
  };
  if (document.errors.length > 0) {
    return {
      problems: document.errors.map((error) => `${at(error.pos[0])}: ${error.message.split('\n')[0]}`),
    };
  }
  if (/\.json$/i.test(file)) {
    try {
      JSON.parse(text);
    } catch (error) {
      return { problems: [`${name}: not valid JSON: ${(error as Error).message}`] };
    }
  }
  const root = document.contents as Node | null;
  const locate = (fieldPath: readonly PropertyKey[]) => at(nearestNode(root, fieldPath)?.range?.[0]);
  const parsed = appFileSchema.safeParse(document.toJS({ maxAliasCount: 100 }));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      if (issue.code === 'unrecognized_keys') {
        const [key] = issue.keys;
        const where = key === undefined ? locate(issue.path) : at(keyNode(root, issue.path, key)?.range?.[0]);
        const known = issue.keys.map((unknown) => `'${unknown}'`).join(', ');
        return `${where}: ${fieldName(issue.path)}: ${known} ${issue.keys.length === 1 ? 'is not a field' : 'are not fields'} of an app file (see docs/apps.md).`;
      }
      return `${locate(issue.path)}: ${fieldName(issue.path)}: ${issue.message}`;
    });
    return { problems };
  }
  return { app: { file: name, app: parsed.data, locate } };
}

/**
 * Every app file of `folder` (none when the folder does not exist), or an {@link AppFileError}
 * naming every problem: a file that does not parse or validate, an id or a key two files declare.
 */
export async function readAppFiles(folder: string): Promise<LoadedAppFile[]> {
  let names: string[];
  try {
    names = (await readdir(folder)).filter((entry) => APP_FILE.test(entry) && !NOT_APPS.has(entry)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const problems: string[] = [];
  const loaded: LoadedAppFile[] = [];
  for (const entry of names) {
    const file = path.join(folder, entry);
    const result = parseAppFile(file, await readFile(file, 'utf8'));
    if ('problems' in result) problems.push(...result.problems);
    else loaded.push(result.app);
  }
  const owners = new Map<string, string>();
  for (const { file, app, locate } of loaded) {
    for (const [value, fieldPath] of [
      [app.id, ['id']],
      [app.keys.test, ['keys', 'test']],
      [app.keys.live, ['keys', 'live']],
    ] as const) {
      const owner = owners.get(value);
      if (owner && owner !== file) {
        problems.push(
          `${locate(fieldPath)}: ${fieldName(fieldPath)}: '${value}' is declared by ${owner} too.`,
        );
      }
      owners.set(value, file);
    }
  }
  if (problems.length > 0) throw new AppFileError(problems);
  return loaded;
}
