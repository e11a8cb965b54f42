import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Report } from './check-attributes.ts';

const run = promisify(execFile);
const FIXTURES = 'widget/src/inspector/fixtures';
const APP = `${FIXTURES}/app.json`;

/** Runs the command as a site builder would; resolves with its exit code and output. */
async function check(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/check-attributes.ts', ...args]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run check:attributes (docs/product/inspector.md)', () => {
  it('given --json over the fixture folder, each page reports exactly its own id, with line and selector, and it exits 1', async () => {
    const { code, stdout } = await check('--json', '--app', APP, FIXTURES);
    expect(code).toBe(1);
    const reports = JSON.parse(stdout) as Report[];
    const problems = new Map<string, string[]>();
    for (const report of reports) {
      expect(Object.keys(report).sort()).toEqual(['file', 'id', 'level', 'line', 'message', 'selector']);
      if (report.level === 'found') continue;
      const page = path.basename(report.file, '.html');
      problems.set(page, [...(problems.get(page) ?? []), report.id]);
    }
    expect(problems.get('clean')).toBeUndefined();
    expect(problems.size).toBe(31);
    for (const [page, ids] of problems) expect(ids, page).toEqual([page]);

    expect(reports).toContainEqual({
      file: `${FIXTURES}/broken-plan-button.html`,
      line: 9,
      id: 'broken-plan-button',
      level: 'error',
      message: 'Broken Plan Button Found: "prc_fixture-monthly" is not a plan id.',
      selector: 'a[data-ms-plan\\:add="prc_fixture-monthly"]',
    });
    expect(reports).toContainEqual(
      expect.objectContaining({
        file: `${FIXTURES}/missing-redirect.html`,
        id: 'missing-redirect',
        level: 'warning',
        line: 9,
      }),
    );
    expect(reports).toContainEqual(
      expect.objectContaining({ file: `${FIXTURES}/clean.html`, id: 'signup-form', level: 'found' }),
    );
  });

  it('given a clean page, the text report says so and it exits 0', async () => {
    const { code, stdout } = await check('--app', APP, `${FIXTURES}/clean.html`);
    expect(code).toBe(0);
    expect(stdout).toContain('1 file: 0 errors, 0 warnings, 53 attributes found.');
  });

  it('given only warnings, it prints them grouped under the file and exits 0', async () => {
    const { code, stdout } = await check('--app', APP, `${FIXTURES}/missing-redirect.html`);
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /widget\/src\/inspector\/fixtures\/missing-redirect\.html\n\s+9\s+warning\s+missing-redirect\s+Forgot Password Form Missing Redirect/,
    );
  });

  it('given no --app, it skips the app checks and says so', async () => {
    const { code, stdout } = await check(`${FIXTURES}/incorrect-plan-id.html`);
    expect(code).toBe(0);
    expect(stdout).toContain('0 errors, 0 warnings');
    expect(stdout).toContain(
      'Without --app, the plan, price, private field, custom field and content group checks were skipped.',
    );
  });

  it('given a page moved from Memberstack 2.0, it reports each fault by line, the app’s fields only with --app', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'wf-check-'));
    const page = path.join(folder, 'moved.html');
    await writeFile(
      page,
      `<!doctype html>
<html lang="en">
<head>
<script data-memberstackapp="app_fixture" src="https://static.memberstack.com/scripts/v1/memberstack.js" async></script>
</head>
<body>
<a href="#/ms/login">Log in</a>
<form data-ms-form="signup">
  <input type="email" data-ms-member="email">
  <input type="password" data-ms-member="password">
  <input type="text" data-ms-member="password" hidden>
  <input data-ms-member="name">
  <a href="#" class="button">Sign up</a>
</form>
<form name="wf-form-login" method="get">
  <input type="email" data-ms-member="email">
  <input type="password" data-ms-member="password">
  <input type="submit" value="Log in">
</form>
</body>
</html>
`,
    );
    const withApp = await check('--json', '--found', '--app', APP, page);
    expect(withApp.code).toBe(1);
    const reports = (JSON.parse(withApp.stdout) as Report[]).map(({ line, id, level }) => [line, id, level]);
    expect(reports.filter(([, , level]) => level !== 'found')).toEqual([
      [4, 'broken-install-code', 'error'],
      [4, 'async-install-code', 'warning'],
      [8, 'missing-submit-button', 'error'],
      [11, 'duplicate-password-field', 'warning'],
      [12, 'unknown-custom-field', 'error'],
      [15, 'missing-form-attribute', 'warning'],
    ]);
    expect(reports).toContainEqual([7, 'login-hash-link', 'found']);
    // Without the app a custom field cannot be told from a typo; the rest is the same.
    const withoutApp = await check('--json', page);
    expect((JSON.parse(withoutApp.stdout) as Report[]).map((report) => report.id)).not.toContain(
      'unknown-custom-field',
    );
    expect(withoutApp.code).toBe(1);
  });

  it('given a bad --app file or a missing path, it explains and exits 2', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'wf-check-'));
    const bad = path.join(folder, 'app.json');
    await writeFile(bad, JSON.stringify({ data: { id: 'app_x', plans: 'none' } }));
    const wrongShape = await check('--app', bad, FIXTURES);
    expect(wrongShape.code).toBe(2);
    expect(wrongShape.stderr).toContain('not the answer of GET /app');
    const missing = await check('--app', APP, path.join(folder, 'nowhere'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no such file or folder');
    const none = await check();
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Usage: npm run check:attributes');
  });

  it('given --app URL, it asks the service with the app id and key of the pages’ install tag', async () => {
    const body = await readFile(APP, 'utf8');
    let seen: IncomingHttpHeaders = {};
    const server = createServer((request, response) => {
      seen = request.headers;
      response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const { code, stdout } = await check(
        '--json',
        '--app',
        `http://127.0.0.1:${port}/api/app`,
        `${FIXTURES}/clean.html`,
      );
      expect(code).toBe(0);
      expect(seen['x-api-key']).toBe('pk_sb_fixture');
      expect(seen['x-app-id']).toBe('app_fixture');
      expect((JSON.parse(stdout) as Report[]).filter((report) => report.level !== 'found')).toEqual([]);
    } finally {
      server.close();
    }
  });

  it('given --app URL and a Memberstack tag without a key, it asks with the app id alone', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'wf-check-'));
    const page = path.join(folder, 'index.html');
    await writeFile(
      page,
      '<!doctype html><html><head><script src="https://members.example.org/widget.js" data-memberstack-app="app_fixture"></script></head><body><p>Hi</p></body></html>',
    );
    const body = await readFile(APP, 'utf8');
    let seen: IncomingHttpHeaders = {};
    const server = createServer((request, response) => {
      seen = request.headers;
      response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const { code } = await check('--app', `http://127.0.0.1:${port}/api/app`, page);
      expect(code).toBe(0);
      expect(seen['x-app-id']).toBe('app_fixture');
      expect(seen['x-api-key']).toBeUndefined();
    } finally {
      server.close();
    }
  });
});
