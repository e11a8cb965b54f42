export { DIALOG_OPENED_EVENT } from './constants.ts';
export type { DialogProps, DialogSize } from './Dialog.tsx';
export { Dialog } from './Dialog.tsx';
