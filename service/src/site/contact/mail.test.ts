import { describe, expect, it } from 'vitest';
import { contactMessageEmail } from './mail.ts';

const message = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  subject: 'Visiting the temple',
  message: 'Hello,\nwhen are you open?',
};
const receivedAt = new Date('2025-03-04T05:06:07.890Z');

describe('contactMessageEmail', () => {
  it('given a message, it names the sender, subject and time in both bodies', () => {
    const mail = contactMessageEmail({ message, receivedAt });
    expect(mail.subject).toBe('Contact form: Visiting the temple');
    expect(mail.text).toContain('From: Ada Lovelace <ada@example.com>');
    expect(mail.text).toContain('Received: 2025-03-04 05:06:07 UTC');
    expect(mail.text).toContain('Hello,\nwhen are you open?');
    expect(mail.html).toContain('Ada Lovelace &lt;ada@example.com&gt;');
    expect(mail.html).toContain('Hello,<br>when are you open?');
  });

  it('given a message, it answers the sender as Reply-To', () => {
    expect(contactMessageEmail({ message, receivedAt }).replyTo).toEqual({
      name: 'Ada Lovelace',
      address: 'ada@example.com',
    });
  });

  it('given hostile values in every field, it escapes them all', () => {
    const hostile = '<script>alert("x")</script>';
    const mail = contactMessageEmail({
      message: {
        firstName: hostile,
        lastName: hostile,
        email: 'a@b.co',
        subject: hostile,
        message: `${hostile}\n<img src=x onerror=alert(1)>`,
      },
      receivedAt,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('given a subject with a line break, the mail subject stays on one line', () => {
    const mail = contactMessageEmail({ message: { ...message, subject: 'Hi\r\nBcc: x@y.z' }, receivedAt });
    expect(mail.subject).toBe('Contact form: Hi Bcc: x@y.z');
  });
});
