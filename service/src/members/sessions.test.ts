import { describe, expect, it } from 'vitest';
import { otherSessionsEndedMessage, placeOf } from './sessions.ts';

describe('placeOf', () => {
  it.each([
    ['127.0.0.1', 'This computer'],
    ['::1', 'This computer'],
    ['::ffff:127.0.0.1', 'This computer'],
    ['192.168.1.20', 'Local network'],
    ['10.4.0.9', 'Local network'],
    ['172.20.3.4', 'Local network'],
    ['::ffff:192.168.0.7', 'Local network'],
    ['fd12:3456::1', 'Local network'],
    ['203.0.113.9', null],
    ['172.32.0.1', null],
    ['2001:db8::1', null],
    ['unknown', null],
    [null, null],
  ])('given %s, it answers %s', (ip, place) => {
    expect(placeOf(ip)).toBe(place);
  });
});

describe('otherSessionsEndedMessage', () => {
  it('says how many sessions ended, in words for none and one', () => {
    expect(otherSessionsEndedMessage(0)).toBe('You are not signed in anywhere else.');
    expect(otherSessionsEndedMessage(1)).toBe('You have been signed out of 1 other session.');
    expect(otherSessionsEndedMessage(3)).toBe('You have been signed out of 3 other sessions.');
  });
});
