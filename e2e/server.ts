/** Where the end-to-end server keeps its data: a fresh folder per run (see playwright.config.ts). */
export { E2E_DATA_DIR } from './ports.ts';
