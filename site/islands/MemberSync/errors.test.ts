import { WfError } from '@wf/sdk';
import { describe, expect, it } from 'vitest';
import { isServiceError } from './errors.ts';

describe('isServiceError', () => {
  it("given the SDK's error / it is meant for people", () => {
    expect(isServiceError(new WfError('auth/network', 'We could not reach the server.'))).toBe(true);
  });

  it('given any other failure / it is not', () => {
    expect(isServiceError(new TypeError('Failed to fetch dynamically imported module'))).toBe(false);
    expect(isServiceError('WfError')).toBe(false);
    expect(isServiceError({ name: 'WfError', message: 'x' })).toBe(false);
  });
});
