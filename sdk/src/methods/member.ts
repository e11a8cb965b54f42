/** The signed-in member: profile, credentials, JSON, image and plans (docs/product/widget.md §7). */
import { IMAGE_MAX_BYTES } from '../constants.ts';
import { ERROR_CODES, IMAGE_TOO_LARGE_MESSAGE, NOT_AN_IMAGE_MESSAGE } from '../contract/codes.ts';
import type { Member } from '../contract/entities.ts';
import type { AcknowledgementResponse } from '../contract/envelope.ts';
import {
  type CurrentMemberResponse,
  type DeleteMemberResponse,
  type DeleteProfileImageResponse,
  type MemberJsonResponse,
  type MemberResponse,
  type PlanChangeRequest,
  PROFILE_IMAGE_FIELD,
  type ProfileImageResponse,
  type SetPasswordRequest,
  type UpdateMemberAuthRequest,
  type UpdateMemberJsonRequest,
  type UpdateMemberRequest,
} from '../contract/member.ts';
import { MEMBERSHIP_ROUTES as API_ROUTES } from '../contract/routes/membership.ts';
import type { MemberSessionsResponse, RevokeSessionRequest } from '../contract/sessions.ts';
import { isWfError, WfError } from '../errors.ts';
import type { MethodContext } from './context.ts';

/** Options of getCurrentMember. */
export interface GetCurrentMemberOptions {
  /** Answer from the cache when a member is cached, without a request. */
  useCache?: boolean;
}

/** Parameters of updateMemberProfileImage. */
export interface ProfileImageParams {
  /** The image file (a File in browsers, any Blob in Node). */
  profileImage: Blob;
}

/** Builds the member methods. */
export function memberMethods({ request, session }: MethodContext) {
  /** Keeps the member a change answered with. */
  function changed(response: MemberResponse): MemberResponse {
    session.setMember(response.data);
    return response;
  }

  return {
    /** The signed-in member, or `{ data: null }`; refreshes the cache. GET /member */
    async getCurrentMember(options: GetCurrentMemberOptions = {}): Promise<CurrentMemberResponse> {
      if (options.useCache) {
        const cached = session.member();
        if (cached) return { data: cached };
      }
      try {
        const response = await request(API_ROUTES.getMember, {});
        session.setMember(response.data);
        return response;
      } catch (error) {
        if (isWfError(error) && error.code === ERROR_CODES.notLoggedIn) {
          session.setMember(null);
          return { data: null };
        }
        throw error;
      }
    },

    /** The cached member, without a request (null when signed out). */
    getCachedMember: (): Member | null => session.member(),

    /** Saves custom fields. POST /member */
    updateMember: async (params: UpdateMemberRequest) =>
      changed(await request(API_ROUTES.updateMember, { body: params })),

    /**
     * Changes the password (old and new), and/or asks for a new e-mail address: the address
     * changes once the member opens the link mailed to it (the answer's message says so), and
     * needs the current password, or the code of sendMemberReauthenticationCode for a member
     * without one. POST /member-auth
     */
    updateMemberAuth: async (params: UpdateMemberAuthRequest) =>
      changed(await request(API_ROUTES.updateMemberAuth, { body: params })),

    /**
     * E-mails the member's current address a code that confirms a change of address (for a
     * member without a password). POST /member-auth/send-code
     */
    sendMemberReauthenticationCode: (): Promise<AcknowledgementResponse> =>
      request(API_ROUTES.sendReauthenticationCode, {}),

    /** Where the member is signed in, most recently used first. GET /member/sessions */
    getMemberSessions: (): Promise<MemberSessionsResponse> => request(API_ROUTES.getMemberSessions, {}),

    /** Signs the member out of one session; answers the sessions left. POST /member/sessions/revoke */
    signOutSession: (params: RevokeSessionRequest): Promise<MemberSessionsResponse> =>
      request(API_ROUTES.revokeMemberSession, { body: params }),

    /** Signs the member out everywhere but here. POST /member/sessions/revoke-others */
    signOutOtherSessions: (): Promise<MemberSessionsResponse> =>
      request(API_ROUTES.revokeOtherMemberSessions, {}),

    /** Sets a first password for a member who has none. POST /member/set-password */
    setPassword: async (params: SetPasswordRequest) =>
      changed(await request(API_ROUTES.setPassword, { body: params })),

    /** Adds a free plan. POST /member/plans/add */
    addPlan: async (params: PlanChangeRequest) =>
      changed(await request(API_ROUTES.addPlan, { body: params })),

    /** Removes a free plan. POST /member/plans/remove */
    removePlan: async (params: PlanChangeRequest) =>
      changed(await request(API_ROUTES.removePlan, { body: params })),

    /** The member's JSON document. GET /member/json */
    getMemberJSON: (): Promise<MemberJsonResponse> => request(API_ROUTES.getMemberJson, {}),

    /** Replaces the member's JSON document. POST /member/json */
    updateMemberJSON: (params: UpdateMemberJsonRequest): Promise<MemberJsonResponse> =>
      request(API_ROUTES.updateMemberJson, { body: params }),

    /**
     * Uploads a profile image (multipart field profileImage). Refuses a file that says it is
     * not an image, or is over 4,000,000 bytes, before sending (docs/product/widget.md §5).
     * POST /member/profile-image
     */
    async updateMemberProfileImage({ profileImage }: ProfileImageParams): Promise<ProfileImageResponse> {
      if (profileImage.type !== '' && !profileImage.type.startsWith('image/')) {
        throw new WfError(ERROR_CODES.imageInvalid, NOT_AN_IMAGE_MESSAGE);
      }
      if (profileImage.size > IMAGE_MAX_BYTES) {
        throw new WfError(ERROR_CODES.imageTooLarge, IMAGE_TOO_LARGE_MESSAGE);
      }
      const form = new FormData();
      form.append(PROFILE_IMAGE_FIELD, profileImage);
      const response = await request(API_ROUTES.profileImage, { body: form });
      const member = session.member();
      if (member) session.setMember({ ...member, profileImage: response.data.profileImage });
      return response;
    },

    /** Removes the profile image; profileImage becomes null. DELETE /member/profile-image */
    async deleteMemberProfileImage(): Promise<DeleteProfileImageResponse> {
      const response = await request(API_ROUTES.deleteProfileImage, {});
      const member = session.member();
      if (member) session.setMember({ ...member, profileImage: null });
      return response;
    },

    /**
     * Deletes the signed-in member's account: their data is erased and every session ends. The
     * local session is cleared as logout clears it, once the service has answered (a refused
     * deletion leaves the member signed in). DELETE /member
     */
    async deleteMember(): Promise<DeleteMemberResponse> {
      const response = await request(API_ROUTES.deleteMember, {});
      session.clear();
      return response;
    },
  };
}

/** The member methods of a client. */
export type MemberMethods = ReturnType<typeof memberMethods>;
