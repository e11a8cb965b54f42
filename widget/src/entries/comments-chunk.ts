/** The script-tag build's comments chunk: fetched only for a page with a comment channel (§11). */
export { startChannels } from '../comments/index.ts';
