import { sampleMember } from '@wf/sdk/testing';
import { describe, expect, it } from 'vitest';
import {
  clearEnrollmentFlags,
  isEnrolling,
  markEnrolled,
  markEnrolling,
  memoryEnrollmentStorage,
  readEnrolled,
} from './enrollmentStorage.ts';
import { passRequestOf } from './passRequest.ts';
import { passViewState } from './passViewState.ts';

const inputs = { hasRetry: true, hasRegenerate: true, hasMember: true };

describe('passViewState (docs/product/website.md §2: states checked in order)', () => {
  it('given an error with a retry handler / it shows the error before anything else', () => {
    expect(passViewState({ ...inputs, error: 'Enrollment failed', loading: true, passUrl: 'u' })).toBe(
      'error',
    );
  });
  it('given an error without a retry handler / it falls through to the next state', () => {
    expect(passViewState({ ...inputs, hasRetry: false, error: 'Enrollment failed', loading: true })).toBe(
      'loading',
    );
  });
  it('given no pass URL and no member / it shows nothing', () => {
    expect(passViewState({ ...inputs, hasMember: false })).toBe('empty');
  });
  it('given no pass URL, a member and regeneration / it offers to generate the pass', () => {
    expect(passViewState(inputs)).toBe('generate');
    expect(passViewState({ ...inputs, hasRegenerate: false })).toBe('empty');
  });
  it('given a pass URL / it shows the ready pass', () => {
    expect(passViewState({ ...inputs, passUrl: 'https://x.test/passes/1' })).toBe('ready');
  });
});

describe('enrolment flags (docs/product/website.md §4: per externalId in session storage)', () => {
  it('given an enrolment with a pass URL / when read back / it returns the URL for that member only', () => {
    const storage = memoryEnrollmentStorage();
    markEnrolled(storage, 'mem_a', 'https://x.test/passes/1');
    expect(readEnrolled(storage, 'mem_a')).toEqual({ passUrl: 'https://x.test/passes/1' });
    expect(readEnrolled(storage, 'mem_b')).toBeNull();
  });
  it('given an enrolment in progress / it counts until it is stale', () => {
    const storage = memoryEnrollmentStorage();
    markEnrolling(storage, 'mem_a', 1_000);
    expect(isEnrolling(storage, 'mem_a', 2_000)).toBe(true);
    expect(isEnrolling(storage, 'mem_a', 1_000 + 30_000)).toBe(false);
  });
  it('given both flags / when regenerating / both are cleared', () => {
    const storage = memoryEnrollmentStorage();
    markEnrolled(storage, 'mem_a');
    markEnrolling(storage, 'mem_a');
    clearEnrollmentFlags(storage, 'mem_a');
    expect(readEnrolled(storage, 'mem_a')).toBeNull();
    expect(isEnrolling(storage, 'mem_a')).toBe(false);
  });
  it('given a damaged entry / it reads as not enrolled', () => {
    const storage = memoryEnrollmentStorage();
    storage.setItem('wf-pass:enrolled:mem_a', '{not json');
    expect(readEnrolled(storage, 'mem_a')).toBeNull();
  });
});

describe('passRequestOf (docs/product/website.md §3)', () => {
  it('given names under first-name / last-name / it sends id, e-mail and names', () => {
    expect(passRequestOf(sampleMember())).toEqual({
      externalId: 'mem_ada',
      email: 'ada@example.org',
      firstName: 'Ada',
      lastName: 'Okonkwo',
    });
  });
  it('given names under firstName / lastName / it reads those', () => {
    const member = sampleMember({ customFields: { firstName: 'Ana', lastName: 'Reyes' } });
    expect(passRequestOf(member)).toMatchObject({ firstName: 'Ana', lastName: 'Reyes' });
  });
  it('given no names / it sends empty names', () => {
    expect(passRequestOf(sampleMember({ customFields: {} }))).toMatchObject({ firstName: '', lastName: '' });
  });
});
