import { describe, expect, it } from 'vitest';
import {
  EMAIL_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
  emailSchema,
  PASSWORD_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  passwordSchema,
  TOKEN_MESSAGE,
  tokenSchema,
} from './fields.ts';

function messageOf(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('emailSchema', () => {
  describe('given an address with two characters after the final dot', () => {
    it('when parsing a@b.co / it passes', () => {
      expect(emailSchema.parse('a@b.co')).toBe('a@b.co');
    });
  });

  describe('given an address with one character after the final dot', () => {
    it('when parsing a@b.c / it fails with the spec message', () => {
      expect(messageOf(emailSchema.safeParse('a@b.c'))).toBe(EMAIL_MESSAGE);
      expect(EMAIL_MESSAGE).toBe('Please enter a valid email address');
    });
  });

  describe('given a sub-domain address', () => {
    it('when parsing ada@mail.example.org / it passes', () => {
      expect(emailSchema.safeParse('ada@mail.example.org').success).toBe(true);
    });
  });

  describe('given an address whose last label is too short after an otherwise valid one', () => {
    it('when parsing a@b.co.c / it fails', () => {
      expect(emailSchema.safeParse('a@b.co.c').success).toBe(false);
    });
  });

  describe('given addresses without an at sign, with two, or with spaces', () => {
    it.each(['ada.example.org', 'a@b@c.org', 'a da@example.org', '@example.org', 'ada@.org'])(
      'when parsing %s / it fails',
      (value) => {
        expect(messageOf(emailSchema.safeParse(value))).toBe(EMAIL_MESSAGE);
      },
    );
  });

  describe('given an address with surrounding spaces', () => {
    it('when parsing / it passes trimmed', () => {
      expect(emailSchema.parse('  ada@example.org ')).toBe('ada@example.org');
    });
  });

  describe('given an empty value', () => {
    it('when parsing / it fails (the widget itself shows nothing for an empty field)', () => {
      expect(emailSchema.safeParse('').success).toBe(false);
    });
  });

  describe('given an address of 255 characters', () => {
    it('when parsing / it names the limit', () => {
      const email = `${'a'.repeat(64)}@${'b'.repeat(186)}.org`;
      expect(email).toHaveLength(255);
      expect(messageOf(emailSchema.safeParse(email))).toBe(EMAIL_TOO_LONG_MESSAGE);
    });
  });
});

describe('passwordSchema', () => {
  describe('given 7 characters', () => {
    it('when parsing / it asks for the minimum', () => {
      expect(messageOf(passwordSchema.safeParse('1234567'))).toBe('Minimum 8 characters required');
      expect(PASSWORD_MESSAGE).toBe('Minimum 8 characters required');
    });
  });

  describe('given 8 characters', () => {
    it('when parsing / it passes unchanged', () => {
      expect(passwordSchema.parse('12345678')).toBe('12345678');
    });
  });

  describe('given a password with spaces around it', () => {
    it('when parsing / it keeps the spaces (they are part of the password)', () => {
      expect(passwordSchema.parse('  secret words  ')).toBe('  secret words  ');
    });
  });

  describe('given 128 and 129 characters', () => {
    it('when parsing 128 / it passes', () => {
      expect(passwordSchema.safeParse('p'.repeat(128)).success).toBe(true);
    });

    it('when parsing 129 / it names the maximum', () => {
      expect(messageOf(passwordSchema.safeParse('p'.repeat(129)))).toBe(PASSWORD_TOO_LONG_MESSAGE);
    });
  });
});

describe('tokenSchema', () => {
  describe('given six digits', () => {
    it('when parsing / it passes', () => {
      expect(tokenSchema.parse('012345')).toBe('012345');
    });
  });

  describe.each(['12345', '1234567', '12345a', ' 12345', ''])('given the code %j', (value) => {
    it('when parsing / it asks for a valid code', () => {
      expect(messageOf(tokenSchema.safeParse(value))).toBe(TOKEN_MESSAGE);
      expect(TOKEN_MESSAGE).toBe('Please enter a valid code');
    });
  });
});
