import type { captchaEn } from './captcha.en.ts';

/** Spanish UI text of the signup captcha. */
export const captchaEs: { readonly [K in keyof typeof captchaEn]: string } = {
  captcha_label: 'No soy un robot',
  captcha_verifying: 'Verificando…',
  captcha_verified: 'Verificado',
  captcha_failed: 'La verificación falló. Inténtalo de nuevo.',
  captcha_retry: 'Reintentar',
};
