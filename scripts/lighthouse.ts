/**
 * `npm run report:lighthouse`: Lighthouse (mobile, the default emulation) for the home page and
 * a temple page of the built site, in Debian's Chromium. Prints the four category scores.
 * A report, not a test: scores move with the machine's load.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.ts';
import { startService } from './lib/start-service.ts';

const PORT = 4396;
const PAGES = process.argv.slice(2).filter((a) => a.startsWith('/'));
const paths = PAGES.length > 0 ? PAGES : ['/', '/temples/los-angeles'];

const service = await startService({ port: PORT });
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
try {
  console.log('| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const path of paths) {
    const result = await lighthouse(`${service.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { categories, audits } = result.lhr;
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    console.log(
      `| ${path} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${audits['largest-contentful-paint']?.displayValue} | ${audits['cumulative-layout-shift']?.displayValue} | ${audits['total-blocking-time']?.displayValue} |`,
    );
  }
} finally {
  chrome.kill();
  service.stop();
}
