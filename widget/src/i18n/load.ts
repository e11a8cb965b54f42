/**
 * Loads a language's chunk before a modal shows in it (docs/architecture.md "The widget", size
 * budgets): an English page downloads no other language. Safe to call often; a failed load
 * leaves the modal in English.
 */
import { registerErrorMessages } from './errors.ts';
import { isLocaleLoaded, registerLocale, resolveLocale } from './translate.ts';

let spanish: Promise<void> | undefined;

export function loadLocale(tag: string | undefined): Promise<void> {
  if (isLocaleLoaded(tag) || resolveLocale(tag) !== 'es') return Promise.resolve();
  spanish ??= Promise.all([import('./es.ts'), import('./errors.es.ts')]).then(([base, errors]) => {
    registerErrorMessages({ es: errors.ES_ERROR_MESSAGES });
    registerLocale('es', base.es);
  });
  return spanish;
}
