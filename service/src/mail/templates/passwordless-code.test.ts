import { describe, expect, it } from 'vitest';
import { passwordlessCodeEmail } from './passwordless-code.ts';

const HOSTILE = '<script>alert("x")</script>';

describe('passwordlessCodeEmail', () => {
  it('given a login code, it names the app and carries the code in both bodies', () => {
    const mail = passwordlessCodeEmail({
      appName: 'World Family',
      code: '123456',
      purpose: 'login',
      expiresInMinutes: 10,
    });
    expect(mail.subject).toBe('Your login code for World Family');
    expect(mail.text).toContain('Enter this code to log in to World Family:');
    expect(mail.text).toContain('    123456');
    expect(mail.text).toContain('valid for 10 minutes');
    expect(mail.html).toContain('>123456</td>');
    expect(mail.html).toContain('user-select:all');
    expect(mail.html).toContain('<html lang="en"');
    expect(mail.code).toBe('123456');
  });

  it('given a signup code, it says the code finishes signing up', () => {
    const mail = passwordlessCodeEmail({
      appName: 'World Family',
      code: '654321',
      purpose: 'signup',
      expiresInMinutes: 10,
    });
    expect(mail.subject).toBe('Your signup code for World Family');
    expect(mail.text).toContain('finish signing up for World Family');
    expect(mail.html).toContain('654321');
  });

  it('given a hostile app name, it escapes it in the HTML and keeps the subject on one line', () => {
    const mail = passwordlessCodeEmail({
      appName: `${HOSTILE}\nBcc: x@y.z`,
      code: '123456',
      purpose: 'login',
      expiresInMinutes: 10,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('given a hostile code, it escapes it', () => {
    const mail = passwordlessCodeEmail({
      appName: 'World Family',
      code: HOSTILE,
      purpose: 'login',
      expiresInMinutes: 10,
    });
    expect(mail.html).not.toContain('<script>');
  });
});
