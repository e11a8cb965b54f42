/**
 * The wallet pass functions of docs/product/website.md §7: POST /functions/passkit-enroll,
 * /functions/passkit-get-member and /functions/passkit-update-member. They answer the bare
 * `{ ok, passUrl, member: { id }, error }` bodies the website reads. Only the signed-in member
 * may touch their own pass: no session answers 401 like every member route, another member's
 * externalId 403, a malformed body 400; a refusal of any other kind is `ok: false` with a
 * sentence meant for people.
 */
import type { PassResult } from '@wf/config/site-api';
import type { Deps } from '../../http/context.ts';
import { forbidden } from '../../http/errors.ts';
import type { SiteHandlers } from '../handlers.ts';
import { passUrlOf } from './card.ts';
import { enrolPass, findMemberPass, type PassRecord, updateMemberPass } from './passes.ts';

/** 403 when a request names another member. */
export const NOT_YOUR_PASS_MESSAGE =
  'You can only create or change the membership pass of the member who is signed in.';

/** ok false of passkit-get-member for a member without a pass. */
export const NO_PASS_MESSAGE = 'No membership pass has been created for this member yet.';

/** ok false of passkit-update-member when the member has no pass of that id. */
export const PASS_NOT_FOUND_MESSAGE = 'This membership pass could not be found. Please generate a new pass.';

/** Throws 403 unless `externalId` is the signed-in member's id. */
function assertOwnPass(externalId: string, memberId: string): void {
  if (externalId !== memberId) throw forbidden(NOT_YOUR_PASS_MESSAGE);
}

export function passHandlers(
  deps: Pick<Deps, 'database' | 'clock' | 'env'>,
): Pick<SiteHandlers, 'enrollPass' | 'getPassMember' | 'updatePassMember'> {
  const { database, clock, env } = deps;
  const found = (pass: PassRecord): PassResult => ({
    ok: true,
    passUrl: passUrlOf(env.publicUrl, pass.serial),
    member: { id: pass.id },
  });
  const refused = (error: string): PassResult => ({ ok: false, error });

  return {
    enrollPass: async (c, { body: { externalId, ...details } }) => {
      assertOwnPass(externalId, c.var.member.id);
      const pass = await enrolPass(database, {
        appId: c.var.app.id,
        memberId: c.var.member.id,
        details,
        now: clock(),
      });
      return found(pass);
    },

    getPassMember: async (c, { body: { externalId } }) => {
      assertOwnPass(externalId, c.var.member.id);
      const pass = await findMemberPass(database.db, { appId: c.var.app.id, memberId: c.var.member.id });
      return pass ? found(pass) : refused(NO_PASS_MESSAGE);
    },

    updatePassMember: async (c, { body: { externalId, memberId: passId, ...details } }) => {
      assertOwnPass(externalId, c.var.member.id);
      const pass = await updateMemberPass(database.db, {
        appId: c.var.app.id,
        memberId: c.var.member.id,
        passId,
        details,
        now: clock(),
      });
      return pass ? found(pass) : refused(PASS_NOT_FOUND_MESSAGE);
    },
  };
}
