import type { CaptchaChallenge, CaptchaPayload } from './types.ts';

/** The signup's captchaToken: base64 of the JSON payload, as service/src/auth/captcha.ts decodes it. */
export function encodeCaptchaToken(challenge: CaptchaChallenge, number: number): string {
  const payload: CaptchaPayload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
}

/** The payload of a token (for tests and stories); null when it is not one. */
export function decodeCaptchaToken(token: string): CaptchaPayload | null {
  try {
    const bytes = Uint8Array.from(atob(token), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return isPayload(payload) ? payload : null;
  } catch {
    return null;
  }
}

function isPayload(value: unknown): value is CaptchaPayload {
  if (typeof value !== 'object' || value === null) return false;
  const payload = value as Record<string, unknown>;
  return (
    payload.algorithm === 'SHA-256' &&
    typeof payload.challenge === 'string' &&
    Number.isInteger(payload.number) &&
    typeof payload.salt === 'string' &&
    typeof payload.signature === 'string'
  );
}
