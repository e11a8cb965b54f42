/**
 * @wf/ui/constants: the library's numbers that other packages share, without React or CSS, so
 * the widget's loader can import them (docs/style.md "Comments and names").
 */
export { TOAST_DURATION_MS } from './Toast/constants.ts';
