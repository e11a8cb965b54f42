/** The signup captcha (docs/product/widget.md §5): ALTCHA proof of work, solved in the browser. */
export type { CaptchaFieldHandle, CaptchaFieldProps } from './CaptchaField.tsx';
export { CaptchaField } from './CaptchaField.tsx';
export type { SolveOptions } from './solve.ts';
export { solveChallenge } from './solve.ts';
export { decodeCaptchaToken, encodeCaptchaToken } from './token.ts';
export type { CaptchaChallenge, CaptchaPayload } from './types.ts';
export type { CaptchaStatus } from './useCaptcha.ts';
export { useCaptcha } from './useCaptcha.ts';
