/** The handlers of the console's route table (sdk/src/contract/routes/console.ts), by route name. */
import type { CONSOLE_ROUTES } from '@wf/sdk/contract';
import type { Handlers } from '../../http/mount.ts';

/** One handler per route of the console: the type check fails when one is missing. */
export type ConsoleHandlers = Handlers<typeof CONSOLE_ROUTES>;
