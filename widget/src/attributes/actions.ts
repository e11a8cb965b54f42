/**
 * What the runtime's forms and buttons do (docs/product/data-attributes.md §4 forms, §6 modals,
 * §7 actions, §8 plans and prices, §10 providers, secure content and captcha). A chunk of its
 * own: the loader fetches it on the first submit or click, or when the page has forms to prepare.
 * This file is the chunk's surface (runtime.ts `ActionsModule`); each family lives in ./actions/.
 */
export { handleClick } from './actions/click.ts';
export { handleSubmit } from './actions/forms.ts';
export { reportInvalid } from './actions/invalid-field.ts';
export { prepare } from './actions/prepare.ts';
export { showMessage } from './feedback.ts';
