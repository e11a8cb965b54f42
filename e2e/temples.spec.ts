import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningService, startService } from '../scripts/lib/start-service.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { TEMPLES } from './routes.ts';

test('the temples index links every temple with its region', async ({ page }) => {
  await page.goto('/temples');
  for (const temple of TEMPLES) {
    await expect(
      page.getByRole('main').getByRole('link', { name: temple.location, exact: true }),
    ).toHaveAttribute('href', `/temples/${temple.id}`);
  }
  await expect(page.getByText('California, USA')).toBeVisible();
  await expect(page.getByText('Caribbean')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Phoenix', exact: true }).click();
  await expect(page).toHaveURL('/temples/phoenix');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Phoenix Temple');
});

test('a temple page shows the contents of its markdown file', async ({ page }) => {
  const source = readFileSync('content/temples/puerto-rico.md', 'utf8');
  const frontmatter = (key: string) =>
    new RegExp(`^${key}:\\s*['"]?(.+?)['"]?$`, 'm').exec(source)?.[1] ?? '';
  await page.goto('/temples/puerto-rico');
  await expect(page.getByText(frontmatter('address'))).toBeVisible();
  await expect(page.getByRole('link', { name: frontmatter('phone') })).toHaveAttribute('href', /^tel:/);
  await expect(page.getByRole('link', { name: frontmatter('email') })).toHaveAttribute(
    'href',
    `mailto:${frontmatter('email')}`,
  );
  await expect(page.getByRole('heading', { name: 'About This Location' })).toBeVisible();
  // Spanish day names, marked as Spanish for screen readers.
  await expect(page.locator('[lang="es"]').first()).toContainText(/Lunes|Sábado|Domingo/);
  const visit = page.getByRole('link', { name: /Visit This Temple/ });
  await expect(visit).toHaveAttribute('target', '_blank');
  await expect(visit).toHaveAttribute('href', /maps/);
  await expect(page.getByRole('link', { name: /Contact Location/ })).toHaveAttribute(
    'href',
    `mailto:${frontmatter('email')}`,
  );
  await expectNoAxeViolations(page);
});

test.describe('content editing', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a changed temple file shows on its page after a rebuild', async ({ page }) => {
    // The edit goes to a copy of content/: the repository's own files are never touched.
    const workspace = mkdtempSync(path.join(tmpdir(), 'wf-rebuild-'));
    const contentDir = path.join(workspace, 'content');
    const outDir = path.join(workspace, 'site');
    cpSync('content', contentDir, { recursive: true });
    const file = path.join(contentDir, 'temples/chicago.md');
    const sentence = `Our doors open early this winter: a test edit made at ${Date.now()}.`;
    const port = 4398;
    let service: RunningService | undefined;
    try {
      writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n\n${sentence}\n`);
      execFileSync(process.execPath, ['scripts/build.ts', '--silent'], {
        env: { ...process.env, WF_OUT_DIR: outDir, WF_CONTENT_DIR: contentDir },
        stdio: 'pipe',
      });
      service = await startService({ port, siteDir: outDir });
      await page.goto(`${service.url}/temples/chicago`);
      await expect(page.getByText(sentence)).toBeVisible();
      expect(readFileSync('content/temples/chicago.md', 'utf8')).not.toContain(sentence);
    } finally {
      // The page leaves before its server goes: a favicon or font the browser asks for late
      // would otherwise be refused, and count as the page's console error.
      await page.goto('about:blank');
      await service?.stop();
      rmSync(workspace, { recursive: true, force: true });
    }
  });
});
