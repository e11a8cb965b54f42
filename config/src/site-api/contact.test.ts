import { describe, expect, it } from 'vitest';
import { type ContactMessage, contactMessageSchema } from './contact.ts';

const valid: ContactMessage = {
  firstName: 'Ada',
  lastName: 'Okonkwo',
  email: 'ada@example.org',
  subject: 'Visiting the Chicago temple',
  message: 'Hello, when is the next open evening?',
};

function messagesFor(input: unknown): Record<string, string | undefined> {
  const result = contactMessageSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('contactMessageSchema', () => {
  describe('given a complete message', () => {
    it('when parsing / it passes', () => {
      expect(contactMessageSchema.parse(valid)).toEqual(valid);
    });

    it('when the fields carry surrounding spaces / it passes with the values trimmed', () => {
      const parsed = contactMessageSchema.parse({
        ...valid,
        firstName: '  Ada ',
        email: ' ada@example.org ',
      });
      expect(parsed.firstName).toBe('Ada');
      expect(parsed.email).toBe('ada@example.org');
    });
  });

  describe('given an empty form', () => {
    it('when parsing / it names every field with its own message', () => {
      expect(messagesFor({ firstName: '', lastName: '', email: '', subject: '', message: '' })).toEqual({
        firstName: 'Please enter your first name',
        lastName: 'Please enter your last name',
        email: 'Please enter a valid email address',
        subject: 'Please enter a subject',
        message: 'Please enter a message',
      });
    });
  });

  describe('given a message with fields left out entirely', () => {
    it('when parsing / it gives the same messages as for empty fields', () => {
      expect(messagesFor({})).toEqual({
        firstName: 'Please enter your first name',
        lastName: 'Please enter your last name',
        email: 'Please enter a valid email address',
        subject: 'Please enter a subject',
        message: 'Please enter a message',
      });
    });
  });

  describe('given a first name of only spaces', () => {
    it('when parsing / it asks for the first name', () => {
      expect(messagesFor({ ...valid, firstName: '   ' })).toEqual({
        firstName: 'Please enter your first name',
      });
    });
  });

  describe('given a missing last name', () => {
    it('when parsing / it asks for the last name', () => {
      expect(messagesFor({ ...valid, lastName: '' })).toEqual({ lastName: 'Please enter your last name' });
    });
  });

  describe('given a missing subject', () => {
    it('when parsing / it asks for a subject', () => {
      expect(messagesFor({ ...valid, subject: '' })).toEqual({ subject: 'Please enter a subject' });
    });
  });

  describe('given a missing message', () => {
    it('when parsing / it asks for a message', () => {
      expect(messagesFor({ ...valid, message: ' ' })).toEqual({ message: 'Please enter a message' });
    });
  });

  describe('given an e-mail address without a domain', () => {
    it('when parsing / it asks for a valid email address', () => {
      expect(messagesFor({ ...valid, email: 'ada@' })).toEqual({
        email: 'Please enter a valid email address',
      });
    });
  });

  describe('given an e-mail address with no at sign', () => {
    it('when parsing / it asks for a valid email address', () => {
      expect(messagesFor({ ...valid, email: 'ada.example.org' })).toEqual({
        email: 'Please enter a valid email address',
      });
    });
  });

  describe('given values over their limits', () => {
    it('when the first name is 101 characters / it says the limit', () => {
      expect(messagesFor({ ...valid, firstName: 'a'.repeat(101) })).toEqual({
        firstName: 'First name must be 100 characters or fewer',
      });
    });

    it('when the last name is 101 characters / it says the limit', () => {
      expect(messagesFor({ ...valid, lastName: 'a'.repeat(101) })).toEqual({
        lastName: 'Last name must be 100 characters or fewer',
      });
    });

    it('when the e-mail address is 255 characters / it says the limit', () => {
      const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.org`;
      expect(email).toHaveLength(255);
      expect(messagesFor({ ...valid, email })).toEqual({
        email: 'Email address must be 254 characters or fewer',
      });
    });

    it('when the subject is 201 characters / it says the limit', () => {
      expect(messagesFor({ ...valid, subject: 's'.repeat(201) })).toEqual({
        subject: 'Subject must be 200 characters or fewer',
      });
    });

    it('when the message is 5001 characters / it says the limit', () => {
      expect(messagesFor({ ...valid, message: 'm'.repeat(5001) })).toEqual({
        message: 'Message must be 5000 characters or fewer',
      });
    });

    it('when the message is exactly 5000 characters / it passes', () => {
      expect(contactMessageSchema.safeParse({ ...valid, message: 'm'.repeat(5000) }).success).toBe(true);
    });
  });
});
