import { describe, expect, it } from 'vitest';
import type { CustomFieldSetting } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { applyCustomFieldChanges, visibleCustomFields } from './custom-fields.ts';

const FIELDS: CustomFieldSetting[] = [
  { key: 'first-name', label: 'First Name', order: 1, hidden: false, visibility: 'PUBLIC' },
  { key: 'last-name', label: 'Last Name', order: 2, hidden: false, visibility: 'PUBLIC' },
  { key: 'internal-note', label: 'Note', order: 3, hidden: true, visibility: 'PRIVATE' },
];

function thrown(work: () => unknown): ApiError {
  try {
    work();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('visibleCustomFields', () => {
  it('given stored values of hidden and unknown fields, it shows only the visible fields the app defines', () => {
    const stored = { 'first-name': 'Ada', 'internal-note': 'vip', retired: 'x' };
    expect(visibleCustomFields(FIELDS, stored)).toEqual({ 'first-name': 'Ada' });
  });
});

describe('applyCustomFieldChanges', () => {
  it('given visible fields, it trims the values and keeps every other stored value, hidden ones included', () => {
    const stored = { 'first-name': 'Ada', 'last-name': 'Byron', 'internal-note': 'vip' };
    expect(applyCustomFieldChanges(FIELDS, stored, { 'last-name': '  Lovelace \n' })).toEqual({
      'first-name': 'Ada',
      'last-name': 'Lovelace',
      'internal-note': 'vip',
    });
  });

  it('given a hidden field, it refuses with a 400 that names the field and changes nothing', () => {
    const error = thrown(() =>
      applyCustomFieldChanges(FIELDS, {}, { 'first-name': 'A', 'internal-note': 'x' }),
    );
    expect(error.status).toBe(400);
    expect(error.code).toBe('validation/invalid-request');
    expect(error.message).toBe("The field 'internal-note' cannot be changed from your profile.");
    expect(error.details).toEqual({
      fields: { 'customFields.internal-note': 'This field cannot be changed.' },
    });
  });

  it('given keys the app does not define, it refuses with a 400 that names them', () => {
    const error = thrown(() => applyCustomFieldChanges(FIELDS, {}, { nickname: 'A', age: '3' }));
    expect(error.status).toBe(400);
    expect(error.message).toBe("The fields 'nickname' and 'age' are not profile fields of this site.");
  });

  it('given an empty change, it keeps the stored values', () => {
    expect(applyCustomFieldChanges(FIELDS, { 'first-name': 'Ada' }, {})).toEqual({ 'first-name': 'Ada' });
  });
});
