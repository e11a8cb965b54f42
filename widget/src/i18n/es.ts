import { captchaEs } from './captcha.es.ts';
import type { BaseDictionary } from './en.ts';

/** Latin American Spanish UI text of the auth modals (temples in Puerto Rico, Venezuela and Mexico). */
export const es: BaseDictionary = {
  close: 'Cerrar',
  secured_by: 'Protegido por {name}',
  back: 'Volver',
  email_address: 'Correo electrónico',
  email_error_message: 'Ingresa un correo electrónico válido',
  password: 'Contraseña',
  password_error_message: 'Se requieren al menos 8 caracteres',
  token_error_message: 'Ingresa un código válido',
  error_generic: 'Algo salió mal. Inténtalo de nuevo.',
  show_password: 'Mostrar contraseña',
  hide_password: 'Ocultar contraseña',
  digit_label: 'Dígito {position} de {length}',
  or: 'o',
  continue_with: 'Continuar con {provider}',

  login_title: 'Inicia sesión en tu cuenta',
  login: 'Iniciar sesión',
  login_email_placeholder: 'Ingresa tu correo electrónico',
  login_password_placeholder: 'Ingresa tu contraseña',
  forgot_password: '¿Olvidaste tu contraseña?',
  login_with_email: 'Continuar con correo electrónico',
  login_with_password: 'Iniciar sesión con contraseña',
  dont_have_an_account: '¿No tienes una cuenta?',
  signup_link: 'Regístrate',

  signup_title: 'Crea una cuenta',
  signup: 'Registrarse',
  signup_email_placeholder: 'Ingresa tu correo electrónico',
  signup_password_placeholder: 'Ingresa una contraseña segura',
  signup_with_email: 'Continuar con correo electrónico',
  signup_with_password: 'Registrarse con contraseña',
  already_have_an_account: '¿Ya tienes una cuenta?',
  login_link: 'Inicia sesión',
  honeypot_label: 'Deja este campo vacío',
  signup_timeout: 'Se agotó el tiempo de registro. Inténtalo de nuevo.',

  reset_title: 'Restablece tu contraseña',
  reset_description:
    'Ingresa tu correo electrónico y te enviaremos un enlace seguro para restablecer tu contraseña.',
  reset_send_link: 'Enviar enlace',
  reset_have_code: 'Ya tengo un código',
  reset_code_title: 'Restablece tu contraseña',
  reset_code_description: 'Ingresa el código del correo que te enviamos y elige una nueva contraseña.',
  reset_code_email_description:
    'Ingresa el correo electrónico al que enviamos el código, el código y una nueva contraseña.',
  reset_token_label: 'Ingresa tu código de 6 dígitos',
  reset_new_password: 'Nueva contraseña',
  reset_new_password_placeholder: 'Ingresa una contraseña segura',
  reset_confirm: 'Confirmar y restablecer',
  reset_success_title: '¡Listo!',
  reset_success_description: 'Tu contraseña se restableció. Inicia sesión con tus nuevas credenciales.',
  reset_success_login: 'Iniciar sesión',

  passwordless_login_title: 'Inicia sesión en tu cuenta',
  passwordless_signup_title: 'Crea una cuenta',
  passwordless_description: 'Ingresa el código de verificación que enviamos a tu correo electrónico',
  passwordless_token_label: 'Ingresa tu código de 6 dígitos',
  login_verify_email: 'Verificar correo',

  ...captchaEs,
};
