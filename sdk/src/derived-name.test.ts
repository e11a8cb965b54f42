import { describe, expect, it } from 'vitest';
import { derivedName, derivesName, type NameRuleField } from './derived-name.ts';

const field = (key: string, overrides: Partial<NameRuleField> = {}): NameRuleField => ({
  key,
  hidden: false,
  visibility: 'PUBLIC',
  ...overrides,
});

describe('derivedName', () => {
  it('given a first and a last name with spaces around, it is "First Last"', () => {
    expect(derivedName({ 'first-name': ' Ada ', 'last-name': ' Lovelace ' })).toBe('Ada Lovelace');
  });

  it('given one part, it is that part; given none, it is empty', () => {
    expect(derivedName({ 'last-name': 'Lovelace' })).toBe('Lovelace');
    expect(derivedName({ 'first-name': ' ', name: 'Ada' })).toBe('');
  });
});

describe('derivesName', () => {
  it('given World Family’s fields (first-name, last-name, name, all PUBLIC), it is true', () => {
    expect(derivesName([field('first-name'), field('last-name'), field('name')])).toBe(true);
  });

  it('given no name field (the example app), it is false', () => {
    expect(derivesName([field('first-name'), field('last-name'), field('city')])).toBe(false);
  });

  it('given a PRIVATE or hidden part under a PUBLIC, visible name, it is false', () => {
    expect(
      derivesName([field('first-name'), field('last-name', { visibility: 'PRIVATE' }), field('name')]),
    ).toBe(false);
    expect(derivesName([field('first-name', { hidden: true }), field('last-name'), field('name')])).toBe(
      false,
    );
  });

  it('given a PRIVATE part under a PRIVATE name, it is true', () => {
    expect(
      derivesName([
        field('first-name'),
        field('last-name', { visibility: 'PRIVATE' }),
        field('name', { visibility: 'PRIVATE' }),
      ]),
    ).toBe(true);
  });

  it('given a MEMBERS part, the name may be MEMBERS or PRIVATE, never PUBLIC', () => {
    const parts = [field('first-name'), field('last-name', { visibility: 'MEMBERS' })];
    expect(derivesName([...parts, field('name')])).toBe(false);
    expect(derivesName([...parts, field('name', { visibility: 'MEMBERS' })])).toBe(true);
    expect(derivesName([...parts, field('name', { visibility: 'PRIVATE' })])).toBe(true);
  });

  it('given a PRIVATE part under a MEMBERS name, it is false', () => {
    expect(
      derivesName([
        field('first-name'),
        field('last-name', { visibility: 'PRIVATE' }),
        field('name', { visibility: 'MEMBERS' }),
      ]),
    ).toBe(false);
  });
});
