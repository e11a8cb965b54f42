import { ERROR_CODES } from '@wf/sdk/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_ERROR_CODES } from '../constants.ts';
import { createErrorTranslator, ERROR_MESSAGES, registerErrorMessages } from './errors.ts';
import { loadLocale } from './load.ts';
import { PAYMENT_ERROR_MESSAGES } from './payment-errors.ts';

// The profile's and the test card's chunks register these when they load.
registerErrorMessages(PAYMENT_ERROR_MESSAGES);

beforeAll(async () => {
  await loadLocale('es');
});

const EVERY_CODE = [...Object.values(ERROR_CODES), ...Object.values(WIDGET_ERROR_CODES)];

describe('the error sentences', () => {
  it.each(EVERY_CODE)('given the code %s / Spanish has a sentence of its own', (code) => {
    const sentence = ERROR_MESSAGES.es[code];
    expect(sentence).toBeTruthy();
    expect(sentence).not.toBe(ERROR_MESSAGES.en[code]);
  });

  it('given Spanish and a code with values / the sentence names them', () => {
    const translate = createErrorTranslator('es-MX');
    expect(translate('plan/unavailable', { planId: 'pln_gold' })).toBe(
      'Es posible que el plan pln_gold no exista o no esté disponible',
    );
  });

  it("given English and a service code / there is no sentence: the service's own is shown", () => {
    expect(createErrorTranslator('en')('auth/invalid-credentials', {})).toBeUndefined();
  });

  it('given the payment sentences registered / a refused checkout is said in Spanish', () => {
    expect(createErrorTranslator('es')('checkout/already-subscribed', { planName: 'Membership' })).toBe(
      'Ya tienes el plan Membership. Adminístralo desde tu portal de pagos.',
    );
    expect(createErrorTranslator('en')('widget/checkout-canceled', {})).toBe('The checkout was canceled.');
  });

  it("given the page's override of a code / it wins over the dictionary", () => {
    const translate = createErrorTranslator('es', { 'error.auth/email-taken': 'Ese correo ya está en uso.' });
    expect(translate('auth/email-taken', {})).toBe('Ese correo ya está en uso.');
  });
});
