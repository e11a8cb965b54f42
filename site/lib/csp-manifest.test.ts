import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CSP_MANIFEST_FILE, cspManifestSchema } from '@wf/config/csp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCspManifest } from './csp-manifest.ts';

let root: string;
const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'wf-csp-'));
  await mkdir(path.join(root, 'temples'), { recursive: true });
  await writeFile(
    path.join(root, 'index.html'),
    '<script>one()</script><script src="/x.js"></script><script type="module">two()</script>',
  );
  await writeFile(path.join(root, 'temples', 'phoenix.html'), '<p>No script</p>');
  await writeFile(path.join(root, 'widget.js'), '/* <script>not a page</script> */');
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('writeCspManifest', () => {
  it('given a built site, it records the inline scripts of every page (not external ones, not other files)', async () => {
    expect(await writeCspManifest(root)).toBe(2);
    const manifest = cspManifestSchema.parse(
      JSON.parse(await readFile(path.join(root, CSP_MANIFEST_FILE), 'utf8')),
    );
    expect(manifest).toEqual({
      version: 1,
      pages: {
        'index.html': [hash('one()'), hash('two()')].sort(),
        'temples/phoenix.html': [],
      },
    });
  });
});
