import { describe, expect, it } from 'vitest';
import type { CustomFieldSetting } from '../db/schema.ts';
import { fillDerivedName } from './derived-name.ts';
import { applyOwnerCustomFields } from './owner.ts';

/** World Family's fields (apps/world-family.json). */
const FIELDS: CustomFieldSetting[] = [
  { key: 'first-name', label: 'First Name', order: 1, hidden: false, visibility: 'PUBLIC' },
  { key: 'last-name', label: 'Last Name', order: 2, hidden: false, visibility: 'PUBLIC' },
  { key: 'name', label: 'Name', order: 3, hidden: false, visibility: 'PUBLIC' },
];

describe('fillDerivedName', () => {
  it('given a new member with a first and a last name, the name is "First Last"', () => {
    const next = { 'first-name': 'Ada', 'last-name': 'Lovelace' };
    expect(fillDerivedName(FIELDS, {}, next, next)).toEqual({ ...next, name: 'Ada Lovelace' });
  });

  it('given a first name only, the name is the first name; given neither, there is no name', () => {
    expect(fillDerivedName(FIELDS, {}, { 'first-name': 'Ada' }, { 'first-name': 'Ada' })).toEqual({
      'first-name': 'Ada',
      name: 'Ada',
    });
    expect(fillDerivedName(FIELDS, {}, {}, {})).toEqual({});
  });

  it('given a derived name and a new last name, the name follows', () => {
    const stored = { 'first-name': 'Ada', 'last-name': 'Byron', name: 'Ada Byron' };
    const next = { ...stored, 'last-name': 'Lovelace' };
    expect(fillDerivedName(FIELDS, stored, { 'last-name': 'Lovelace' }, next).name).toBe('Ada Lovelace');
  });

  it('given a derived name and both names emptied, the name goes', () => {
    const stored = { 'first-name': 'Ada', 'last-name': 'Byron', name: 'Ada Byron' };
    const changes = { 'first-name': '', 'last-name': '' };
    expect(fillDerivedName(FIELDS, stored, changes, { ...stored, ...changes })).toEqual(changes);
  });

  it('given a name the member wrote, a new last name keeps it', () => {
    const stored = { 'first-name': 'Ada', 'last-name': 'Byron', name: 'Countess of Lovelace' };
    const next = { ...stored, 'last-name': 'King' };
    expect(fillDerivedName(FIELDS, stored, { 'last-name': 'King' }, next).name).toBe('Countess of Lovelace');
  });

  it('given a name sent as it was stored with a new first name, the name is not a new choice and follows', () => {
    const stored = { 'first-name': 'Ada', 'last-name': 'Byron', name: 'Ada Byron' };
    const changes = { 'first-name': 'Augusta', 'last-name': 'Byron', name: 'Ada Byron' };
    expect(fillDerivedName(FIELDS, stored, changes, { ...stored, ...changes }).name).toBe('Augusta Byron');
  });

  it('given a PUBLIC name and a PRIVATE last name, the name is never made (it would show the last name)', () => {
    const fields = FIELDS.map((field) =>
      field.key === 'last-name' ? { ...field, visibility: 'PRIVATE' as const } : field,
    );
    const next = { 'first-name': 'Ada', 'last-name': 'Lovelace' };
    expect(fillDerivedName(fields, {}, next, next)).toEqual(next);
  });

  it('given a hidden first name and a visible name, the name is never made', () => {
    const fields = FIELDS.map((field) => (field.key === 'first-name' ? { ...field, hidden: true } : field));
    const next = { 'first-name': 'Ada', 'last-name': 'Lovelace' };
    expect(fillDerivedName(fields, {}, next, next)).toEqual(next);
  });

  it('given an app without a name field (the example app), the values are as merged', () => {
    const fields = FIELDS.filter((field) => field.key !== 'name');
    const next = { 'first-name': 'Ada', 'last-name': 'Lovelace' };
    expect(fillDerivedName(fields, {}, next, next)).toEqual(next);
  });
});

describe("the owner's changes (admin API, console, import)", () => {
  it('given new first and last names from the owner, the derived name follows them', () => {
    const stored = { 'first-name': 'Ada', 'last-name': 'Lovelace', name: 'Ada Lovelace' };
    expect(applyOwnerCustomFields(FIELDS, stored, { 'last-name': 'King' })).toEqual({
      'first-name': 'Ada',
      'last-name': 'King',
      name: 'Ada King',
    });
  });

  it("given a member's own name, the owner's change of the last name leaves it; a name the owner sends is kept", () => {
    const stored = { 'first-name': 'Ada', 'last-name': 'Lovelace', name: 'Countess' };
    expect(applyOwnerCustomFields(FIELDS, stored, { 'last-name': 'King' })).toMatchObject({
      name: 'Countess',
    });
    expect(applyOwnerCustomFields(FIELDS, {}, { 'first-name': 'Bola', name: 'Bee' })).toMatchObject({
      name: 'Bee',
    });
  });

  it('given a new member made by the owner with first and last names, the name is made from them', () => {
    expect(applyOwnerCustomFields(FIELDS, {}, { 'first-name': 'Bola', 'last-name': 'Ade' })).toMatchObject({
      name: 'Bola Ade',
    });
  });
});
