import { describe, expect, it } from 'vitest';
import { contentGroupForPath, matchesContentUrl } from './page-protection.ts';

describe('matchesContentUrl', () => {
  it('given STARTS, it matches the rule’s URL and every path that begins with it', () => {
    const rule = { url: 'examples/membership/members', filter: 'STARTS' };
    expect(matchesContentUrl('/examples/membership/members', '', rule)).toBe(true);
    expect(matchesContentUrl('/examples/membership/members.html', '', rule)).toBe(true);
    expect(matchesContentUrl('/examples/membership/members/', '', rule)).toBe(true);
    expect(matchesContentUrl('examples/membership/members-only/x', '', rule)).toBe(true);
    expect(matchesContentUrl('/examples/membership/account.html', '', rule)).toBe(false);
    expect(matchesContentUrl('/examples/membership/Members', '', rule)).toBe(false);
  });

  it('given EQUALS or any other filter, it matches the exact path only', () => {
    for (const filter of ['EQUALS', 'CONTAINS', 'whatever']) {
      const rule = { url: '/pricing', filter };
      expect(matchesContentUrl('/pricing', '', rule)).toBe(true);
      expect(matchesContentUrl('pricing', '?a=1', rule)).toBe(true);
      expect(matchesContentUrl('/pricing/', '', rule)).toBe(false);
      expect(matchesContentUrl('/pricing-old', '', rule)).toBe(false);
    }
  });

  it('given a rule without a query, the page’s query does not count; with one, it does', () => {
    expect(matchesContentUrl('/course', '?lesson=2', { url: 'course', filter: 'EQUALS' })).toBe(true);
    const withQuery = { url: 'course?lesson=2', filter: 'EQUALS' };
    expect(matchesContentUrl('/course', '?lesson=2', withQuery)).toBe(true);
    expect(matchesContentUrl('/course', '?lesson=3', withQuery)).toBe(false);
    expect(matchesContentUrl('/course', '', withQuery)).toBe(false);
    expect(matchesContentUrl('/course', 'lesson=2&x=1', { url: 'course?lesson=2', filter: 'STARTS' })).toBe(
      true,
    );
  });

  it('given a STARTS rule of the root, it matches every page', () => {
    expect(matchesContentUrl('/anything', '', { url: '/', filter: 'STARTS' })).toBe(true);
  });
});

describe('contentGroupForPath', () => {
  const groups = [
    { key: 'none', urls: [] },
    { key: 'members', urls: [{ url: 'members', filter: 'STARTS' }] },
    {
      key: 'pricing',
      urls: [
        { url: 'pricing', filter: 'EQUALS' },
        { url: 'plans', filter: 'EQUALS' },
      ],
    },
  ];

  it('answers the first group with a matching URL, or undefined', () => {
    expect(contentGroupForPath('/members/area', '', groups)?.key).toBe('members');
    expect(contentGroupForPath('/plans', '', groups)?.key).toBe('pricing');
    expect(contentGroupForPath('/', '', groups)).toBeUndefined();
  });
});
