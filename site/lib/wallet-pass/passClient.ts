/**
 * The pass calls the wallet pass needs (docs/product/website.md §7 "passkit-*"), as an
 * interface of its own so that stories and tests pass a fake at the boundary. The real one is
 * the site's client (site/lib/api/client.ts).
 */
import type { SiteApi } from '../api/client.ts';

export type { PassRequest, PassResult } from '@wf/config/site-api';

/** The three pass functions of docs/product/website.md §7. */
export type PassClient = Pick<SiteApi, 'enrollPass' | 'getPassMember' | 'updatePassMember'>;
