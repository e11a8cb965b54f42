/**
 * The pass calls the wallet pass needs (members-area notes: the SDK's `enrollPass`,
 * `getPassMember`, `updatePassMember`), as an interface of our own so that stories and tests
 * pass a fake at the boundary. The shapes are sdk/src/contract/passkit.ts's.
 */
import type { WidgetApi } from '@wf/widget';

export type { PassRequest, PassResult } from '@wf/sdk/contract';

/** The three pass functions of website-spec §7, as the page's widget offers them. */
export type PassClient = Pick<WidgetApi, 'enrollPass' | 'getPassMember' | 'updatePassMember'>;
