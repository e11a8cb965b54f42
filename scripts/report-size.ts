/**
 * `npm run report:size`: loads every page of the built site in Chromium and prints the
 * JavaScript each one ships (gzip bytes, as served), and whether any script can run before
 * first paint (a classic inline or parser-blocking script in the document). Budgets:
 * temple, contact and plan pages run no script before first paint.
 *
 *   node scripts/report-size.ts [--json]     (needs a built dist/; starts the service itself)
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.ts';
import { startService } from './lib/start-service.ts';

const PORT = 4397;
const PAGES = [
  '/',
  '/membership',
  '/temples',
  '/temples/los-angeles',
  '/temples/puerto-rico',
  '/contact',
  '/videos',
  '/videos/leadership-challenging-times',
  '/login',
  '/signup',
  '/dashboard',
  '/admin/videos',
  '/admin/members',
  '/passkit-success',
  '/terms',
  '/404-video',
];
/** Pages that must run no JavaScript before first paint (docs/architecture.md "The site"). */
const NO_EARLY_JS = ['/membership', '/temples', '/temples/los-angeles', '/temples/puerto-rico', '/contact'];

export interface PageReport {
  path: string;
  files: number;
  gzipBytes: number;
  inlineBytes: number;
  earlyScripts: number;
}

async function measure(baseUrl: string): Promise<PageReport[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const reports: PageReport[] = [];
  try {
    for (const path of PAGES) {
      const page = await browser.newPage();
      const scripts: Promise<number>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') {
          scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
        }
      });
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      // Let idle and visible islands hydrate, then count what they fetched.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      const { inlineBytes, earlyScripts } = await page.evaluate(() => {
        const all = [...document.querySelectorAll('script')];
        const runs = (s: HTMLScriptElement) => !s.type || s.type === 'text/javascript' || s.type === 'module';
        const inline = all.filter((s) => !s.src && runs(s));
        // Classic scripts without async/defer run while the document is parsed: before first paint.
        const early = all.filter((s) => runs(s) && s.type !== 'module' && !s.async && !s.defer);
        return {
          inlineBytes: inline.reduce((sum, s) => sum + (s.textContent?.length ?? 0), 0),
          earlyScripts: early.length,
        };
      });
      const sizes = await Promise.all(scripts);
      reports.push({
        path,
        files: sizes.length,
        gzipBytes: sizes.reduce((a, b) => a + b, 0),
        inlineBytes,
        earlyScripts,
      });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return reports;
}

function kb(bytes: number) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

const service = await startService({ port: PORT });
try {
  const reports = await measure(service.url);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(reports, null, 2));
  } else {
    console.log('| page | script files | JS (gzip) | inline JS | scripts before first paint |');
    console.log('|---|---:|---:|---:|---:|');
    for (const r of reports) {
      console.log(`| ${r.path} | ${r.files} | ${kb(r.gzipBytes)} | ${r.inlineBytes} B | ${r.earlyScripts} |`);
    }
  }
  const offenders = reports.filter((r) => NO_EARLY_JS.includes(r.path) && r.earlyScripts > 0);
  if (offenders.length > 0) {
    console.error(
      `Budget: these pages run JavaScript before first paint: ${offenders.map((r) => r.path).join(', ')}`,
    );
    process.exitCode = 1;
  }
} finally {
  await service.stop();
}
