/** Each app's mail wears its own name and colour (mail/app-brand.ts), readable or not at all. */
import { describe, expect, it } from 'vitest';
import { paintButtons, readableUnderWhite, senderFor } from './app-brand.ts';
import { buttonLink, MAIL_STYLE } from './templates/layout.ts';

describe('the sender', () => {
  it('given an app name, it is the display name, with MAIL_FROM’s address', () => {
    expect(senderFor('World Family <no-reply@worldfamily.local>', 'Lotus Studio')).toBe(
      'Lotus Studio <no-reply@worldfamily.local>',
    );
  });
  it('given a name with punctuation or a line break, it is quoted and cannot add a header', () => {
    expect(senderFor('no-reply@studio.example', 'Lotus, Studio\r\nBcc: x@evil.example')).toBe(
      '"Lotus, StudioBcc: x@evil.example" <no-reply@studio.example>',
    );
  });
});

describe('the buttons', () => {
  const html = buttonLink('https://lotus.example/account', 'Manage membership');

  it('given a dark app colour, the buttons take it', () => {
    expect(paintButtons(html, '#7a3e9d')).toContain('background:#7a3e9d;');
    expect(paintButtons(html, '#7a3e9d')).not.toContain(MAIL_STYLE.accent);
  });

  it('given a colour white text is not readable on, or none, the mails’ own stays', () => {
    expect(readableUnderWhite('#ffd60a')).toBe(false);
    expect(paintButtons(html, '#ffd60a')).toBe(html);
    expect(paintButtons(html, null)).toBe(html);
    expect(readableUnderWhite(MAIL_STYLE.accent)).toBe(true);
  });
});
