import { describe, expect, it } from 'vitest';
import { verificationEmail } from './verification.ts';

describe('verificationEmail', () => {
  it('given a link, it offers it as a button and as plain text', () => {
    const link = 'https://worldfamily.example/api/auth/verify-email?token=abc&app=1';
    const mail = verificationEmail({ appName: 'World Family', link });
    expect(mail.subject).toBe('Confirm your e-mail address for World Family');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(
      'href="https://worldfamily.example/api/auth/verify-email?token=abc&amp;app=1"',
    );
    expect(mail.html).toContain('Confirm e-mail address</a>');
  });

  it('given a javascript: link, it never puts it in an href', () => {
    const mail = verificationEmail({ appName: 'World Family', link: 'javascript:alert(1)' });
    expect(mail.html).not.toContain('href="javascript:');
    expect(mail.html).toContain('href="#"');
  });

  it('given a hostile app name, it escapes it', () => {
    const mail = verificationEmail({ appName: '<script>x</script>', link: 'https://a.example/' });
    expect(mail.html).not.toContain('<script>');
  });
});
