/** The handlers of the platform's route table (sdk/src/contract/routes.ts), by route name. */
import type { API_ROUTES } from '@wf/sdk/contract';
import type { Handlers } from '../http/mount.ts';

/** One handler per route of the membership API: the type check fails when one is missing. */
export type ApiHandlers = Handlers<typeof API_ROUTES>;
