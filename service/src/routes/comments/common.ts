/** What the comments handlers share: the live bus, the typing store, the viewer and the app's public fields. */
import type { Context } from 'hono';
import { authenticate } from '../../auth/member.ts';
import { loadViewer, type Viewer } from '../../comments/channels.ts';
import type { CommentEventBus } from '../../comments/events.ts';
import { publicFieldKeys } from '../../comments/present.ts';
import type { TypingStore } from '../../comments/typing.ts';
import type { ApiEnv, AppRecord, Deps } from '../../http/context.ts';
import type { MemberRecord } from '../../members/present.ts';

/** The comments handlers' dependencies: the service's, the bus and this instance's typing store. */
export interface CommentsDeps {
  deps: Pick<Deps, 'database' | 'clock' | 'env' | 'mailer' | 'logger'>;
  bus: CommentEventBus;
  typing: TypingStore;
}

/** The keys of the custom fields comments may show for the app (PUBLIC ones). */
export function publicKeysOf(app: AppRecord): Set<string> {
  return publicFieldKeys(app.settings.customFields ?? []);
}

/** The viewer of a route open to visitors: the session's member when one is sent, else nobody. */
export async function optionalViewer(c: Context<ApiEnv>, { deps }: CommentsDeps): Promise<Viewer> {
  const found = await authenticate(c, deps);
  return loadViewer(deps.database.db, c.var.app.id, found?.member ?? null, deps.clock());
}

/** The viewer of a member route. */
export function memberViewer({ deps }: CommentsDeps, app: AppRecord, member: MemberRecord): Promise<Viewer> {
  return loadViewer(deps.database.db, app.id, member, deps.clock());
}
