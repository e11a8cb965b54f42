/**
 * `npm run check:attributes -- [--app FILE|URL] [--json] [--found] PATH...`: the inspector's page-scan
 * rules (docs/product/inspector.md) over HTML files or folders of them (a built or exported site),
 * before the pages are published.
 *
 *   --app FILE   the app's data: a JSON file in the shape of `GET /app`'s answer (`{ "data": App }`)
 *   --app URL    or that endpoint of a running service (the app id, and the key if any, are read
 *                from the pages' install tag)
 *   --json       one JSON array of { file, line, id, level, message, selector } (found items included)
 *   --found      list the attributes found too (text output)
 *
 * Exits 1 when any page has an error, 2 when the command itself cannot run. Without --app the
 * checks that need the app's plans, prices, fields and groups are skipped (and it says so).
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API_KEY_HEADER, APP_ID_HEADER } from '@wf/sdk/constants';
import { appSchema } from '@wf/sdk/contract';
import { isInstallScript, scanPage } from '../widget/src/inspector/rules/scan.ts';
import type { FindingLevel, ScanApp } from '../widget/src/inspector/rules/types.ts';
import { type ParsedElement, parseHtml } from './lib/html-tree.ts';

/** One line of the report (the `--json` shape). */
export interface Report {
  file: string;
  line: number;
  id: string;
  level: FindingLevel;
  message: string;
  selector: string;
}

class UsageError extends Error {}

const SKIPPED_FOLDERS = new Set(['node_modules', '.git']);

async function htmlFiles(target: string): Promise<string[]> {
  const info = await stat(target).catch(() => {
    throw new UsageError(`${target}: no such file or folder.`);
  });
  if (info.isFile()) return [target];
  const found: string[] = [];
  for (const entry of await readdir(target, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(target, full).split(path.sep);
    if (relative.some((part) => SKIPPED_FOLDERS.has(part) || part.startsWith('.'))) continue;
    if (entry.isFile() && /\.html?$/i.test(entry.name)) found.push(full);
  }
  return found.sort();
}

/**
 * The install tag's app id and public key, from the first page that names an app. The key is
 * optional (real Memberstack tags have none): the service then answers in its own mode.
 */
function keysOf(pages: readonly ParsedElement[]): { appId: string; publicKey: string | null } | null {
  for (const root of pages) {
    const stack = [root];
    while (stack.length > 0) {
      const element = stack.pop() as ParsedElement;
      if (isInstallScript(element)) {
        const publicKey =
          element.getAttribute('data-public-key') || element.getAttribute('data-memberstack-key') || null;
        const appId = element.getAttribute('data-app-id') || element.getAttribute('data-memberstack-app');
        if (appId) return { appId, publicKey };
      }
      stack.push(...element.children);
    }
  }
  return null;
}

async function loadApp(source: string, pages: readonly ParsedElement[]): Promise<ScanApp> {
  let body: unknown;
  if (/^https?:\/\//i.test(source)) {
    const keys = keysOf(pages);
    if (!keys)
      throw new UsageError(
        `--app ${source}: no install tag with data-app-id in these pages; pass a JSON file instead.`,
      );
    const headers: Record<string, string> = { Accept: 'application/json', [APP_ID_HEADER]: keys.appId };
    if (keys.publicKey) headers[API_KEY_HEADER] = keys.publicKey;
    const response = await fetch(source, { headers }).catch((error: unknown) => {
      throw new UsageError(`--app ${source}: ${(error as Error).message}`);
    });
    if (!response.ok) throw new UsageError(`--app ${source}: the service answered ${response.status}.`);
    body = await response.json().catch(() => {
      throw new UsageError(`--app ${source}: the answer is not JSON.`);
    });
  } else {
    const text = await readFile(source, 'utf8').catch(() => {
      throw new UsageError(`--app ${source}: no such file.`);
    });
    try {
      body = JSON.parse(text);
    } catch {
      throw new UsageError(`--app ${source}: not JSON.`);
    }
  }
  const data =
    typeof body === 'object' && body !== null && 'data' in body ? (body as { data: unknown }).data : body;
  const parsed = appSchema.safeParse(data);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new UsageError(
      `--app ${source}: not the answer of GET /app (${first ? `${first.path.join('.') || 'data'}: ${first.message}` : 'invalid'}).`,
    );
  }
  return parsed.data;
}

/** Checks the files under the given paths. */
export async function checkAttributes(
  paths: readonly string[],
  appSource?: string,
): Promise<{ reports: Report[]; files: number; appChecked: boolean }> {
  const files = (await Promise.all(paths.map(htmlFiles))).flat();
  const pages = await Promise.all(files.map(async (file) => parseHtml(await readFile(file, 'utf8'))));
  const app = appSource ? await loadApp(appSource, pages) : null;
  const reports: Report[] = [];
  files.forEach((file, index) => {
    const root = pages[index] as ParsedElement;
    for (const finding of scanPage(root, { app })) {
      reports.push({
        file: path.relative(process.cwd(), file) || file,
        line: finding.element.line,
        id: finding.id,
        level: finding.level,
        message: finding.message,
        selector: finding.element.selector(finding.dataAttribute.split('=')[0]),
      });
    }
  });
  return { reports, files: files.length, appChecked: app !== null };
}

const USAGE = 'Usage: npm run check:attributes -- [--app FILE|URL] [--json] [--found] PATH...';

async function main(): Promise<number> {
  let values: { app?: string; json?: boolean; found?: boolean; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      allowPositionals: true,
      options: {
        app: { type: 'string' },
        json: { type: 'boolean' },
        found: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals.length === 0) {
    console.error(`Name the HTML files or folders to check.\n${USAGE}`);
    return 2;
  }
  let result: Awaited<ReturnType<typeof checkAttributes>>;
  try {
    result = await checkAttributes(positionals, values.app);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  const { reports, files, appChecked } = result;
  const count = (level: FindingLevel) => reports.filter((report) => report.level === level).length;
  if (values.json) {
    console.log(JSON.stringify(reports, null, 2));
  } else {
    const shown = reports.filter((report) => values.found || report.level !== 'found');
    let current = '';
    for (const report of shown) {
      if (report.file !== current) {
        current = report.file;
        console.log(`\n${current}`);
      }
      console.log(
        `  ${String(report.line).padStart(4)}  ${report.level.padEnd(7)}  ${report.id}  ${report.message}\n        ${report.selector}`,
      );
    }
    console.log(
      `\n${files} ${files === 1 ? 'file' : 'files'}: ${count('error')} errors, ${count('warning')} warnings, ${count('found')} attributes found.`,
    );
    if (!appChecked) {
      console.log(
        'Without --app, the plan, price, private field, custom field and content group checks were skipped.',
      );
    }
  }
  return count('error') > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main();
