import { describe, expect, it } from 'vitest';
import { resetCodeEmail } from './reset-code.ts';

describe('resetCodeEmail', () => {
  it('given a code, it carries it in both bodies with its validity', () => {
    const mail = resetCodeEmail({ appName: 'World Family', code: '246810', expiresInMinutes: 10 });
    expect(mail.subject).toBe('Reset your World Family password');
    expect(mail.text).toContain('    246810');
    expect(mail.text).toContain('valid for 10 minutes and can be used once');
    expect(mail.text).toContain('your password stays as it is');
    expect(mail.html).toContain('>246810</td>');
  });

  it('given a hostile app name, it escapes it in the HTML', () => {
    const mail = resetCodeEmail({
      appName: '<script>alert(1)</script>',
      code: '246810',
      expiresInMinutes: 10,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
