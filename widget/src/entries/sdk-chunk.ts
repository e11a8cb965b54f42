/** The script-tag build's SDK chunk: fetched when a member is cached or an SDK call is made. */
export { createClient } from '@wf/sdk';
