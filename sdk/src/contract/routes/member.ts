/**
 * The signed-in member: profile, e-mail and password, sessions, JSON, image, deletion
 * (docs/product/widget.md §7).
 */

import { IMAGE_MAX_BYTES } from '../../constants.ts';
import { ERROR_CODES, IMAGE_TOO_LARGE_MESSAGE } from '../codes.ts';
import { acknowledgementResponseSchema } from '../envelope.ts';
import { CODE_SEND_PER_EMAIL, CODE_SEND_PER_IP } from '../limits.ts';
import {
  currentMemberResponseSchema,
  deleteMemberResponseSchema,
  deleteProfileImageResponseSchema,
  disconnectProviderRequestSchema,
  memberJsonResponseSchema,
  memberResponseSchema,
  profileImageResponseSchema,
  providersResponseSchema,
  setPasswordRequestSchema,
  updateMemberAuthRequestSchema,
  updateMemberJsonRequestSchema,
  updateMemberRequestSchema,
} from '../member.ts';
import { MULTIPART_BODY_LIMIT_BYTES, route } from '../route.ts';
import { memberSessionsResponseSchema, revokeSessionRequestSchema } from '../sessions.ts';

const MEMBER = 'The signed-in member';

/** The signed-in member's routes by name. */
export const MEMBER_ROUTES = {
  getMember: route({
    method: 'GET',
    path: '/member',
    summary: 'The signed-in member, or data null.',
    tag: MEMBER,
    access: 'anyone',
    reach: 'app',
    reply: currentMemberResponseSchema,
  }),
  updateMember: route({
    method: 'POST',
    path: '/member',
    summary: "Saves the member's custom fields.",
    tag: MEMBER,
    access: 'member',
    reach: 'app',
    body: updateMemberRequestSchema,
    reply: memberResponseSchema,
  }),
  updateMemberAuth: route({
    method: 'POST',
    path: '/member-auth',
    summary: "Changes the member's e-mail address and/or password.",
    tag: MEMBER,
    access: 'member',
    reach: 'app',
    body: updateMemberAuthRequestSchema,
    reply: memberResponseSchema,
  }),
  sendReauthenticationCode: route({
    method: 'POST',
    path: '/member-auth/send-code',
    summary:
      "E-mails the member's current address a code that confirms a change of address (for a member without a password).",
    tag: MEMBER,
    access: 'member',
    reach: 'app',
    reply: acknowledgementResponseSchema,
    limits: [
      { rule: CODE_SEND_PER_IP, per: 'ip' },
      { rule: CODE_SEND_PER_EMAIL, per: 'member-email' },
    ],
  }),
  getMemberSessions: route({
    method: 'GET',
    path: '/member/sessions',
    summary: 'Where the member is signed in: their live sessions, most recently used first.',
    tag: MEMBER,
    access: 'member',
    reach: 'app',
    reply: memberSessionsResponseSchema,
  }),
  revokeMemberSession: route({
    method: 'POST',
    path: '/member/sessions/revoke',
    summary: 'Signs the member out of one of their sessions; answers the sessions left.',
    tag: MEMBER,
    access: 'member',
    reach: 'app',
    body: revokeSessionRequestSchema,
    reply: memberSessionsResponseSchema,
  }),
  revokeOtherMemberSessions: route({
    method: 'POST',
    path: '/member/sessions/revoke-others',
    summary: 'Signs the member out everywhere but here; answers the sessions left.',
    tag: MEMBER,
    access: 'member',
    reach: 'app',
    reply: memberSessionsResponseSchema,
  }),
  setPassword: route({
    method: 'POST',
    path: '/member/set-password',
    summary: 'Sets a first password for a member who has none.',
    tag: MEMBER,
    access: 'member',
    reach: 'app',
    body: setPasswordRequestSchema,
    reply: memberResponseSchema,
  }),
  getMemberJson: route({
    method: 'GET',
    path: '/member/json',
    summary: "The member's JSON document.",
    tag: MEMBER,
    access: 'member',
    reach: 'app',
    reply: memberJsonResponseSchema,
  }),
  updateMemberJson: route({
    method: 'POST',
    path: '/member/json',
    summary: "Replaces the member's JSON document.",
    tag: MEMBER,
    access: 'member',
    reach: 'app',
    body: updateMemberJsonRequestSchema,
    reply: memberJsonResponseSchema,
  }),
  profileImage: route({
    method: 'POST',
    path: '/member/profile-image',
    summary: `Uploads a profile image (multipart field profileImage, at most ${IMAGE_MAX_BYTES.toLocaleString('en-US')} bytes).`,
    tag: MEMBER,
    access: 'member',
    reach: 'app',
    body: 'multipart',
    reply: profileImageResponseSchema,
    // An upload far over the image limit gets the same sentence as one just over it (docs/product/widget.md §5).
    bodyLimit: {
      bytes: MULTIPART_BODY_LIMIT_BYTES,
      refusal: { code: ERROR_CODES.imageTooLarge, message: IMAGE_TOO_LARGE_MESSAGE },
    },
  }),
  deleteProfileImage: route({
    method: 'DELETE',
    path: '/member/profile-image',
    summary: "Removes the member's profile image (the stored file too); profileImage becomes null.",
    tag: MEMBER,
    access: 'member',
    reach: 'app',
    reply: deleteProfileImageResponseSchema,
  }),
  deleteMember: route({
    method: 'DELETE',
    path: '/member',
    summary:
      "Deletes the signed-in member's account and erases their data; every session ends. Payment records the law requires are kept, detached from the person.",
    tag: MEMBER,
    access: 'member',
    reach: 'app',
    reply: deleteMemberResponseSchema,
  }),
  disconnectProvider: route({
    method: 'POST',
    path: '/member/disconnect-provider',
    summary: 'Unlinks a sign-in provider, unless it is the last way to sign in.',
    tag: MEMBER,
    access: 'member',
    reach: 'app',
    body: disconnectProviderRequestSchema,
    reply: providersResponseSchema,
  }),
} as const;
