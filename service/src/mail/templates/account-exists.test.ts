import { describe, expect, it } from 'vitest';
import { accountExistsEmail } from './account-exists.ts';

describe('accountExistsEmail', () => {
  it('given a login URL, it tells the owner to log in and links the page', () => {
    const mail = accountExistsEmail({
      appName: 'World Family',
      loginUrl: 'https://worldfamily.example/login',
    });
    expect(mail.subject).toBe('You already have a World Family account');
    expect(mail.text).toContain('already has an account');
    expect(mail.text).toContain('https://worldfamily.example/login');
    expect(mail.html).toContain('href="https://worldfamily.example/login"');
  });

  it('given a hostile app name, it escapes it', () => {
    const mail = accountExistsEmail({ appName: '<script>x</script>', loginUrl: 'https://a.example/login' });
    expect(mail.html).not.toContain('<script>');
  });
});
