/**
 * The digital membership pass (website-spec §7 "passkit-*" functions): enrol, look up and
 * update the signed-in member's pass. Each resolves with the bare result the website reads,
 * `{ ok, passUrl?, member?: { id }, error? }`; ok false carries a sentence meant for people.
 * Auth failures and malformed requests reject with a WfError like every other call.
 */
import {
  type GetPassMemberRequest,
  type PassRequest,
  type PassResult,
  passResultSchema,
  type UpdatePassMemberRequest,
} from '../contract/passkit.ts';
import type { MethodContext } from './context.ts';

/** Builds the pass methods. */
export function passkitMethods({ request }: Pick<MethodContext, 'request'>) {
  return {
    /**
     * Creates the member's pass, or answers the one they already have (enrolling twice gives
     * the same pass). POST /functions/passkit-enroll
     */
    enrollPass: (params: PassRequest): Promise<PassResult> =>
      request({ method: 'POST', path: '/functions/passkit-enroll', body: params, schema: passResultSchema }),

    /** The member's pass, or ok false when they have none yet. POST /functions/passkit-get-member */
    getPassMember: (params: GetPassMemberRequest): Promise<PassResult> =>
      request({
        method: 'POST',
        path: '/functions/passkit-get-member',
        body: params,
        schema: passResultSchema,
      }),

    /**
     * Changes the names and e-mail address on the member's pass (`memberId` is `member.id` of
     * an earlier result). POST /functions/passkit-update-member
     */
    updatePassMember: (params: UpdatePassMemberRequest): Promise<PassResult> =>
      request({
        method: 'POST',
        path: '/functions/passkit-update-member',
        body: params,
        schema: passResultSchema,
      }),
  };
}

/** The pass methods of a client. */
export type PasskitMethods = ReturnType<typeof passkitMethods>;
