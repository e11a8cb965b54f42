import type { testCardEn } from './test-card.en.ts';

/** Spanish UI text of the test card modal; every English key has its translation. */
export const testCardEs: { readonly [K in keyof typeof testCardEn]: string } = {
  test_card_title: 'Copiar tarjeta de prueba de Stripe',
  test_card_description: 'Solo en modo de prueba. Los miembros reales nunca verán esta ventana.',
  test_card_demo_label:
    'Animación: se copia el número de la tarjeta de prueba y se pega en el campo de tarjeta del formulario de pago.',
  test_card_demo_pause: 'Pausar animación',
  test_card_demo_play: 'Reproducir animación',
  test_card_demo_card_number: 'Número de tarjeta',
  test_card_demo_expiry: 'MM / AA',
  test_card_demo_cvc: 'CVC',
  test_card_demo_pay: 'Pagar',
  test_card_main_brand: 'Visa',
  test_card_copy: 'Copiar tarjeta de prueba de Stripe',
  test_card_copied: 'Tarjeta de prueba de Stripe copiada',
  test_card_other_cards: 'Otras tarjetas de prueba',
  test_card_group_successful: 'Exitosas',
  test_card_group_declined: 'Rechazadas',
  test_card_visa_debit: 'Visa débito',
  test_card_mastercard: 'Mastercard',
  test_card_amex: 'American Express',
  test_card_generic_decline: 'Rechazo genérico',
  test_card_insufficient_funds: 'Fondos insuficientes',
  test_card_item_copied: '¡Copiada!',
  test_card_copied_announcement: 'Se copió {number}',
  test_card_copy_failed:
    'No se pudo copiar. Escribe el número de la tarjeta a mano en la siguiente pantalla.',
  test_card_more_cards: 'Ver más tarjetas de prueba',
  test_card_new_tab: '(se abre en una pestaña nueva)',
  test_card_hint:
    'Pega el número de la tarjeta en la siguiente pantalla, con cualquier CVC, fecha de vencimiento y código postal.',
  test_card_continue: 'Continuar al pago de prueba',
};
