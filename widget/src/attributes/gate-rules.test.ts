// @vitest-environment happy-dom
/**
 * A gate added to the table of built-in gates is known everywhere at once: the runtime decides
 * it, the anti-flash style lets it through for a viewer it shows to, and the inspector knows the
 * value (docs/product/data-attributes.md §1, §2). The table is replaced by one with a gate
 * added, as a later change would add it; everything else is the real code.
 */
import type { Member } from '@wf/sdk/contract';
import { sampleMember } from '@wf/sdk/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_CONTENT_VALUES } from '../inspector/rules/vocabulary.ts';
import { BUILT_IN_GATES, decideGate } from './gates.ts';
import { ANTI_FLASH_ATTRIBUTE, addAntiFlashStyle } from './runtime/anti-flash.ts';

vi.mock('./gate-rules.ts', async (importOriginal) => {
  const { GATE_RULES } = await importOriginal<typeof import('./gate-rules.ts')>();
  // The added gate: members with a verified address and a password.
  return { GATE_RULES: { ...GATE_RULES, 'is-new-gate': (m: Member) => m.verified && m.auth.hasPassword } };
});

afterEach(() => {
  for (const style of document.querySelectorAll(`style[${ANTI_FLASH_ATTRIBUTE}]`)) style.remove();
});

function antiFlashText(member: Member | null): string {
  addAntiFlashStyle(document, { member, groups: [] });
  return document.querySelector(`style[${ANTI_FLASH_ATTRIBUTE}]`)?.textContent ?? '';
}

describe('a gate added to the built-in gates', () => {
  it('given the table with a new gate / the runtime and the inspector know it', () => {
    expect(BUILT_IN_GATES).toContain('is-new-gate');
    expect(BUILT_IN_CONTENT_VALUES).toContain('is-new-gate');
    expect(decideGate('is-new-gate', { member: sampleMember(), groups: [] })).toBe('show');
    expect(decideGate('!is-new-gate', { member: sampleMember(), groups: [] })).toBe('hide');
  });

  it('given a member it shows to / the anti-flash style lets it through before the first pass', () => {
    const css = antiFlashText(sampleMember());
    expect(css).toContain(':not([data-ms-content="is-new-gate"])');
    expect(css).not.toContain(':not([data-ms-content="!is-new-gate"])');
  });

  it('given a member it hides from / the anti-flash style lets its inverse through instead', () => {
    const css = antiFlashText(sampleMember({ verified: false }));
    expect(css).toContain(':not([data-ms-content="!is-new-gate"])');
    expect(css).not.toContain(':not([data-ms-content="is-new-gate"])');
  });
});
