export type { DialogProps, DialogSize } from './Dialog.tsx';
export { DIALOG_OPENED_EVENT, Dialog } from './Dialog.tsx';
