// @vitest-environment happy-dom
/** A field the browser refused to submit, named in the error box (docs/product/data-attributes.md §5). */
import { afterEach, describe, expect, it } from 'vitest';
import { fakeContext, messageText, mount } from './fake-context.ts';
import { reportInvalid } from './invalid-field.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('reportInvalid', () => {
  it('given a required checkbox in a label / the message names the label and the browser’s reason', () => {
    const field = mount(
      '<form><label>I accept   the terms <input type="checkbox" required></label></form>',
      'input',
    );
    reportInvalid(fakeContext().context, field);
    expect(messageText('error')).toMatch(/^Check “I accept the terms”: /);
  });

  it.each([
    ['<input aria-label="Postcode" required>', 'Postcode'],
    ['<input placeholder="Your city" required>', 'Your city'],
    ['<input name="phone" required>', 'phone'],
    ['<input data-ms-member="birthday" required>', 'birthday'],
    ['<select required></select>', 'select'],
  ])('given %s / the message names it as “%s”', (html, name) => {
    reportInvalid(fakeContext().context, mount(`<form>${html}</form>`, 'input, select'));
    expect(messageText('error')).toContain(`“${name}”`);
  });

  it('given a field with no reason from the browser / it says the field is required', () => {
    const field = mount('<form><input name="x"></form>', 'input');
    Object.defineProperty(field, 'validationMessage', { value: '' });
    reportInvalid(fakeContext().context, field);
    expect(messageText('error')).toBe('Check “x”: This field is required.');
  });
});
