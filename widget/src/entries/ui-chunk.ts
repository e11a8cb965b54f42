/** The script-tag build's UI chunk: React and the modals, fetched on first use. */
export { mountUi } from '../root/mount.tsx';
