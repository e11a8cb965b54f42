/**
 * The error sentences of payments (docs/product/payments-and-providers.md "Wire shapes"): a
 * checkout or the billing portal refused, and a test checkout left (docs/product/widget.md §2
 * "Test Card modal"). Registered by the profile's and the test card's chunks.
 */
import type { PaymentErrorCode, WidgetErrorCode } from './errors.ts';

/** The message of 'widget/checkout-canceled', which the page's developer reads (the reader never sees it). */
export const CHECKOUT_CANCELED_MESSAGE = 'The checkout was canceled.';

/** English: the widget's own code only; the service's sentences are shown as they are. */
const en: Partial<Record<WidgetErrorCode, string>> = {
  'widget/checkout-canceled': CHECKOUT_CANCELED_MESSAGE,
};

/** Latin American Spanish, like the rest of the widget's Spanish. */
const es: Record<PaymentErrorCode, string> = {
  'checkout/price-unavailable': 'Este precio no está disponible. Elige otro plan.',
  'checkout/already-subscribed': 'Ya tienes el plan {planName}. Adminístralo desde tu portal de pagos.',
  'checkout/url-not-allowed':
    'La página a la que se vuelve después del pago debe ser de este sitio: su origen debe estar entre los orígenes permitidos de la app (WF_ALLOWED_ORIGINS), o ser http://localhost o http://127.0.0.1 con una clave de prueba.',
  'billing/no-account': 'Todavía no tienes una membresía de pago que administrar.',
  'billing/configuration-not-allowed':
    'El portal de pagos se abre con la configuración de este sitio: una página no puede elegir otra.',
  'billing/unavailable': 'Los pagos todavía no están configurados en este sitio.',
  'webhook/invalid-signature': 'Algo salió mal. Inténtalo de nuevo.',
  'widget/checkout-canceled': 'Se canceló el pago.',
};

/** The sentences of every shipped language, for registerErrorMessages. */
export const PAYMENT_ERROR_MESSAGES = { en, es } as const;
