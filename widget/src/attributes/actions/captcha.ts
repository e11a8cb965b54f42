/** The proof-of-work captcha of a form, solved in the background when the app asks for one (docs/product/data-attributes.md §10). */
import { solveChallenge } from '../../captcha/solve.ts';
import { encodeCaptchaToken } from '../../captcha/token.ts';
import type { AttributeContext } from '../context.ts';
import { text } from './run.ts';

/** The token a sign-up sends, or undefined when the app requires no captcha. */
export async function captchaToken(context: AttributeContext, form: Element): Promise<string | undefined> {
  if (!context.app()?.captchaRequired) return undefined;
  const words = text(context);
  const place = form.querySelector<HTMLElement>('[data-ms-hcaptcha], [data-ms-captcha]');
  if (place) place.textContent = words.t('attributes_captcha_checking');
  const challenge = await context.widget.getCaptchaChallenge();
  const solution = await solveChallenge(challenge);
  if (place) place.textContent = words.t('attributes_captcha_done');
  return encodeCaptchaToken(challenge, solution);
}
