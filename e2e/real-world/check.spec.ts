/**
 * What `npm run check:attributes` says of the real-world corpus (examples/real-world/README.md,
 * "The check's findings"): every error and warning it reports, by page, line and id, against the
 * corpus app's data. Each one is the page's own fault, and each page that cannot work because of
 * its own fault has its fault here. Run with the Node that runs the tests (Node 24).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The recorded findings: `file:line id`. */
const EXPECTED = [
  'lasfunding/checkout.html:28 missing-submit-button',
  'lasfunding/checkout.html:33 duplicate-password-field',
  'lasfunding/checkout.html:34 unknown-custom-field',
  'lasfunding/checkout.html:35 unknown-custom-field',
  'lasfunding/checkout.html:64 missing-signup-elements',
  'lasfunding/index.html:59 unknown-custom-field',
  'membersphere/index.html:27 unknown-attribute',
  'membersphere/index.html:30 unknown-attribute',
  'negotiators/index.html:16 broken-install-code',
  'negotiators/index.html:39 unknown-attribute',
  'satistrick/sign-up.html:35 unknown-custom-field',
];

interface Finding {
  file: string;
  line: number;
  id: string;
  level: 'error' | 'warning' | 'found';
}

test('check:attributes reports each page’s own faults, and nothing else', () => {
  let output: string;
  try {
    output = execFileSync(
      process.execPath,
      [
        'scripts/check-attributes.ts',
        '--json',
        '--app',
        'examples/real-world/app.json',
        'examples/real-world',
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
  } catch (error) {
    // Exit 1: some page has an error, which the corpus has on purpose.
    output = (error as { stdout: string }).stdout;
  }
  const findings = (JSON.parse(output) as Finding[])
    .filter((finding) => finding.level !== 'found')
    .map(
      (finding) => `${finding.file.replace(/^.*examples\/real-world\//, '')}:${finding.line} ${finding.id}`,
    )
    .sort();
  expect(findings).toEqual(EXPECTED);
});
