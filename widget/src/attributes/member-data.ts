/**
 * Member data on the page (docs/product/data-attributes.md §3): `data-ms-member="key"` shows a
 * member's value outside forms and is an input inside them. Text only (never HTML), and dates in
 * a fixed list of formats (never evaluated code).
 */
import type { Member } from '@wf/sdk/contract';

/** Keys that are not custom fields. */
export const AUTH_KEYS = ['email', 'password', 'new-password', 'current-password', 'token'] as const;
const DISPLAY_ONLY_KEYS = ['id', 'profile-image', 'signup-date'];

/** The `Date.prototype` formats a page may ask for: `signup-date.toLocaleDateString()`. */
const DATE_FORMATS: Readonly<Record<string, (date: Date) => string>> = {
  toLocaleDateString: (d: Date) => d.toLocaleDateString(),
  toLocaleString: (d: Date) => d.toLocaleString(),
  toLocaleTimeString: (d: Date) => d.toLocaleTimeString(),
  toDateString: (d: Date) => d.toDateString(),
  toTimeString: (d: Date) => d.toTimeString(),
  toISOString: (d: Date) => d.toISOString(),
  toUTCString: (d: Date) => d.toUTCString(),
  toString: (d: Date) => d.toString(),
};

/** Whether a key names a custom field (everything that is not an auth or display key). */
export function isCustomFieldKey(key: string): boolean {
  return (
    !(AUTH_KEYS as readonly string[]).includes(key) &&
    !DISPLAY_ONLY_KEYS.includes(key) &&
    !key.startsWith('signup-date')
  );
}

/** The text of `key` for this member ('' when it has none), or null for an unknown date format. */
export function memberValue(member: Member, rawKey: string): string | null {
  const key = rawKey.trim();
  if (key === 'email') return member.auth.email;
  if (key === 'id') return member.id;
  if (key === 'profile-image') return member.profileImage ?? '';
  if (key === 'signup-date' || key.startsWith('signup-date.')) {
    const format =
      key === 'signup-date' ? 'toLocaleDateString' : key.slice('signup-date.'.length).replace(/\(\)$/, '');
    const render = Object.hasOwn(DATE_FORMATS, format) ? DATE_FORMATS[format] : undefined;
    return render ? render(new Date(member.createdAt)) : null;
  }
  if ((AUTH_KEYS as readonly string[]).includes(key)) return ''; // never shown: passwords, codes
  return Object.hasOwn(member.customFields, key) ? (member.customFields[key] ?? '') : '';
}

/** The element's own content before the first member value replaced it: shown again when the value is empty. */
const placeholders = new WeakMap<Element, string>();

/**
 * Shows the member's value in an element outside a form: an image's source, a select's value, a
 * checkbox's or radio's checked state, otherwise its text. An empty value leaves (or puts back)
 * the element's own placeholder text.
 */
export function displayMemberValue(element: Element, member: Member | null): void {
  const key = element.getAttribute('data-ms-member') ?? '';
  const value = member ? memberValue(member, key) : '';
  if (value === null) return;
  const tag = element.tagName;
  if (tag === 'IMG') {
    const image = element as HTMLImageElement;
    if (!placeholders.has(element)) placeholders.set(element, image.getAttribute('src') ?? '');
    if (value) {
      image.removeAttribute('srcset');
      image.src = value;
    } else {
      const original = placeholders.get(element) ?? '';
      if (original) image.setAttribute('src', original);
    }
    return;
  }
  if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA') {
    fillInput(element as HTMLInputElement, value);
    return;
  }
  if (!placeholders.has(element)) placeholders.set(element, element.textContent ?? '');
  element.textContent = value || (placeholders.get(element) ?? '');
}

/** Puts a value in an input as the kind of input wants it. */
export function fillInput(
  input: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement,
  value: string,
): void {
  if (input instanceof HTMLInputElement && input.type === 'checkbox') {
    input.checked = value === 'true';
  } else if (input instanceof HTMLInputElement && input.type === 'radio') {
    input.checked = input.value === value;
  } else {
    input.value = value;
  }
}

/**
 * The value an input element holds: text, textarea and select their value; a checkbox "true" or
 * "false"; a radio group the checked value; an element holding `[data-ms-value]` checkboxes the
 * checked values joined with commas. Null for a radio that is not the checked one of its group.
 */
export function readMemberInput(element: Element): string | null {
  if (element instanceof HTMLInputElement) {
    if (element.type === 'checkbox') return element.checked ? 'true' : 'false';
    if (element.type === 'radio') return element.checked ? element.value : null;
    return element.value;
  }
  if (element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) return element.value;
  const boxes = element.querySelectorAll<HTMLInputElement>('[data-ms-value]');
  if (boxes.length > 0) {
    return [...boxes]
      .filter((box) => box.checked || box.querySelector('input:checked') !== null)
      .map((box) => box.getAttribute('data-ms-value') ?? '')
      .join(',');
  }
  return null;
}

/** The custom fields a form holds, by key (a radio group gives its checked value). */
export function readCustomFields(form: Element): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const element of form.querySelectorAll('[data-ms-member]')) {
    const key = element.getAttribute('data-ms-member')?.trim() ?? '';
    if (!key || !isCustomFieldKey(key)) continue;
    // A checkbox inside a [data-ms-value] group belongs to the group, not to a field of its own.
    if (element.closest('[data-ms-value]') && element.closest('[data-ms-value]') !== element) continue;
    const value = readMemberInput(element);
    if (value !== null) fields[key] = value;
    else if (!(key in fields)) fields[key] = '';
  }
  return fields;
}
