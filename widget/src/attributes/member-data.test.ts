// @vitest-environment happy-dom
import { sampleMember } from '@wf/sdk/testing';
import { describe, expect, it } from 'vitest';
import { displayMemberValue, memberValue, readCustomFields } from './member-data.ts';

const member = sampleMember({
  id: 'mem_ada',
  profileImage: 'https://members.example/uploads/ada.webp',
  createdAt: '2025-01-15T10:00:00.000Z',
  customFields: { 'first-name': 'Ada', newsletter: 'true', level: 'advanced', bio: '<b>not bold</b>' },
});

function element(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild as HTMLElement;
}

describe('member data shown outside forms, by element kind (§3)', () => {
  it('text elements get the text, never HTML', () => {
    const span = element('<span data-ms-member="bio">…</span>');
    displayMemberValue(span, member);
    expect(span.textContent).toBe('<b>not bold</b>');
    expect(span.querySelector('b')).toBeNull();
  });

  it('an image gets the source and loses its srcset', () => {
    const img = element('<img data-ms-member="profile-image" src="/avatar.png" srcset="/a.png 2x" alt="">');
    displayMemberValue(img, member);
    expect(img.getAttribute('src')).toBe('https://members.example/uploads/ada.webp');
    expect(img.hasAttribute('srcset')).toBe(false);
  });

  it('a select gets its value, a checkbox and a radio their checked state', () => {
    const select = element(
      '<select data-ms-member="level"><option value="beginner">B</option><option value="advanced">A</option></select>',
    ) as HTMLSelectElement;
    const box = element('<input type="checkbox" data-ms-member="newsletter">') as HTMLInputElement;
    const radio = element('<input type="radio" data-ms-member="level" value="advanced">') as HTMLInputElement;
    for (const el of [select, box, radio]) displayMemberValue(el, member);
    expect(select.value).toBe('advanced');
    expect(box.checked).toBe(true);
    expect(radio.checked).toBe(true);
  });

  it('an empty value keeps the placeholder, and it comes back when the member signs out', () => {
    const span = element('<span data-ms-member="city">Somewhere</span>');
    displayMemberValue(span, member);
    expect(span.textContent).toBe('Somewhere');
    const name = element('<span data-ms-member="first-name">Friend</span>');
    displayMemberValue(name, member);
    expect(name.textContent).toBe('Ada');
    displayMemberValue(name, null);
    expect(name.textContent).toBe('Friend');
  });

  it('e-mail, id and join date', () => {
    expect(memberValue(member, 'email')).toBe('ada@example.org');
    expect(memberValue(member, 'id')).toBe('mem_ada');
    const joined = new Date('2025-01-15T10:00:00.000Z');
    expect(memberValue(member, 'signup-date')).toBe(joined.toLocaleDateString());
    expect(memberValue(member, 'signup-date.toISOString()')).toBe('2025-01-15T10:00:00.000Z');
    expect(memberValue(member, 'signup-date.toDateString()')).toBe(joined.toDateString());
  });

  it('a date format outside the list is not evaluated and changes nothing', () => {
    expect(memberValue(member, 'signup-date.constructor.constructor("alert(1)")()')).toBeNull();
    const span = element('<span data-ms-member="signup-date.valueOf()">date</span>');
    displayMemberValue(span, member);
    expect(span.textContent).toBe('date');
  });

  it('passwords and codes are never shown', () => {
    expect(memberValue(member, 'password')).toBe('');
    expect(memberValue(member, 'token')).toBe('');
  });
});

describe('member data as form inputs (§3)', () => {
  it('reads text, checkbox, radio group and a checkbox group', () => {
    const form = element(`<form>
      <input data-ms-member="email" value="a@b.example">
      <input data-ms-member="first-name" value="Ada">
      <textarea data-ms-member="bio">Hello</textarea>
      <input type="checkbox" data-ms-member="newsletter" checked>
      <input type="radio" name="l" data-ms-member="level" value="beginner">
      <input type="radio" name="l" data-ms-member="level" value="advanced" checked>
      <div data-ms-member="interests">
        <input type="checkbox" data-ms-value="yoga" checked>
        <input type="checkbox" data-ms-value="chant">
        <input type="checkbox" data-ms-value="retreats" checked>
      </div>
    </form>`);
    expect(readCustomFields(form)).toEqual({
      'first-name': 'Ada',
      bio: 'Hello',
      newsletter: 'true',
      level: 'advanced',
      interests: 'yoga,retreats',
    });
  });
});
