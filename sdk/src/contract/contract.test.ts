import { describe, expect, it } from 'vitest';
import { sampleApp, sampleMember, samplePaidPlan, sampleTeam } from '../testing/fixtures.ts';
import { authResponseSchema, loginRequestSchema, signupRequestSchema } from './auth.ts';
import { INVALID_TOKEN_MESSAGE, planUnavailableMessage } from './codes.ts';
import { appSchema, isFreePlan, memberSchema, planSchema, teamSchema } from './entities.ts';
import { errorBodySchema } from './errors.ts';
import { updateMemberAuthRequestSchema } from './member.ts';
import { pathOf, type Route } from './route.ts';
import { API_ROUTES } from './routes.ts';

describe('entity schemas', () => {
  describe('given the sample entities', () => {
    it('when parsing / each matches its schema', () => {
      expect(memberSchema.parse(sampleMember())).toEqual(sampleMember());
      expect(appSchema.parse(sampleApp())).toEqual(sampleApp());
      expect(teamSchema.parse(sampleTeam())).toEqual(sampleTeam());
    });
  });

  describe('given a member whose createdAt is not an ISO timestamp', () => {
    it('when parsing / it fails', () => {
      expect(memberSchema.safeParse(sampleMember({ createdAt: '2025-01-15 10:00:00' })).success).toBe(false);
    });
  });

  describe('given a plan id without the pln_ prefix', () => {
    it('when parsing / it fails', () => {
      expect(planSchema.safeParse(samplePaidPlan({ id: 'membership' })).success).toBe(false);
    });
  });

  describe('given plans with and without prices', () => {
    it('when asking isFreePlan / only the one without prices is free', () => {
      expect(isFreePlan({ prices: [] })).toBe(true);
      expect(isFreePlan(samplePaidPlan())).toBe(false);
    });
  });
});

describe('request schemas', () => {
  describe('given a login with the content-groups option', () => {
    it('when parsing / it keeps the fields of the spec', () => {
      const body = { email: 'ada@example.org', password: 'x', options: { includeContentGroups: true } };
      expect(loginRequestSchema.parse(body)).toEqual(body);
    });
  });

  describe('given a signup with every field of the HTTP table', () => {
    it('when parsing / it keeps them all', () => {
      const body = {
        email: 'ada@example.org',
        password: 'correct horse',
        customFields: { 'first-name': 'Ada' },
        metaData: { source: 'home' },
        captchaToken: 'captcha',
        inviteToken: 'invite',
        plans: [{ planId: 'pln_free-member' }],
        origin_domain: 'https://example.org',
        options: { includeContentGroups: false },
        rewardfulData: { referral: 'r1' },
      };
      expect(signupRequestSchema.parse(body)).toEqual(body);
    });
  });

  describe('given a member-auth change', () => {
    it('when only an e-mail is sent / it passes', () => {
      expect(updateMemberAuthRequestSchema.safeParse({ email: 'new@example.org' }).success).toBe(true);
    });

    it('when a new password comes with the old one / it passes', () => {
      const body = { oldPassword: 'old-password', newPassword: 'new-password' };
      expect(updateMemberAuthRequestSchema.safeParse(body).success).toBe(true);
    });

    it('when a new password comes without the old one / it asks for the current password', () => {
      const result = updateMemberAuthRequestSchema.safeParse({ newPassword: 'new-password' });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['oldPassword', 'Please enter your password'],
      ]);
    });

    it('when nothing is sent / it fails', () => {
      expect(updateMemberAuthRequestSchema.safeParse({}).success).toBe(false);
    });
  });
});

describe('response and error schemas', () => {
  describe('given a login answer', () => {
    it('when parsing / it holds the member and the token with its expiry', () => {
      const body = {
        data: { member: sampleMember(), tokens: { accessToken: 'tok', expires: 1_800_000_000_000 } },
      };
      expect(authResponseSchema.parse(body)).toEqual(body);
    });
  });

  describe('given the wire error shape', () => {
    it('when parsing / it accepts code, message and details', () => {
      const body = { error: { code: 'auth/invalid-credentials', message: 'Wrong', details: { a: 1 } } };
      expect(errorBodySchema.parse(body)).toEqual(body);
    });
  });

  describe('given the fixed messages of docs/product/widget.md §8', () => {
    it('when reading them / they match the spec word for word', () => {
      expect(INVALID_TOKEN_MESSAGE).toBe(
        'An invalid token has been provided. Please make sure the token is valid.',
      );
      expect(planUnavailableMessage('pln_x')).toBe('Plan pln_x may not exist or is not available');
    });
  });
});

describe('API_ROUTES', () => {
  /** `POST /auth/signup?isPasswordless=true`: a route's method, path and the query that picks it. */
  const rowOf = (route: Route) => `${route.method} ${pathOf(route, route.params ? {} : undefined)}`;
  const rows = Object.values(API_ROUTES as Record<string, Route>).map(
    (route) => `${route.method} ${route.path}${route.match ? `?${new URLSearchParams(route.match)}` : ''}`,
  );

  describe('given the SDK HTTP table of docs/product/widget.md §7', () => {
    it('when listing the routes / every row but the site-only contact form is there once, and every comments call', () => {
      expect(new Set(rows).size).toBe(rows.length);
      const specRows = [
        'POST /auth/login',
        'POST /auth/signup',
        'POST /auth/signup?isPasswordless=true',
        'POST /auth/passwordless/login/send',
        'POST /auth/passwordless/signup/send',
        'POST /auth/passwordless/login',
        'POST /auth/send-email-verification',
        'POST /auth/send-reset-password-email',
        'POST /auth/reset-password',
        'POST /member/logout',
        'GET /member',
        'POST /member',
        'POST /member-auth',
        'POST /member/set-password',
        'GET /member/json',
        'POST /member/json',
        'POST /member/profile-image',
        'POST /member/plans/add',
        'POST /member/plans/remove',
        'POST /member/plans/create-checkout-session',
        'POST /member/create-billing-portal-session',
        'POST /member/disconnect-provider',
        'POST /member/team/join',
        'GET /member/team/{teamId}',
        'POST /member/team/remove-member',
        'POST /member/team/generate-invite-link',
        'GET /app',
        'GET /app-member',
        'GET /app/plans/{planId}',
        'POST /secure-content',
      ];
      // docs/product/widget.md §7 "Comments calls".
      const commentRows = [
        'POST /comments/posts/typing',
        'GET /comments/channels/info',
        'POST /comments/channels/manage-subscription',
        'GET /comments/posts',
        'GET /comments/threads',
        'POST /comments/posts',
        'PATCH /comments/posts/{postId}/update',
        'POST /comments/posts/{postId}/vote',
        'DELETE /comments/posts/{postId}',
        'POST /comments/threads',
        'PATCH /comments/threads/{threadId}/update',
        'POST /comments/threads/{threadId}/vote',
        'DELETE /comments/threads/{threadId}',
      ];
      expect(rows).toEqual(expect.arrayContaining(commentRows));
      expect(rows).toEqual(expect.arrayContaining(specRows));
      // Ours beyond the spec's table: the captcha, the e-mailed links and their pages, the
      // re-authentication code, the member's sessions, deleting the account and the profile
      // image (@memberstack/dom's deleteMember and deleteMemberProfileImage), the payment pages and webhook, the page
      // views @memberstack/dom clients report, health and the API description; and the provider
      // popups (named by §7 below its table), their callback, the code form that proves an address
      // a provider did not vouch for, and the test sign-in page.
      // Beyond the comments calls: the live stream, reports, the unsubscribe link and its page,
      // and the moderators' calls (docs/comments.md).
      expect(rows.filter((row) => !specRows.includes(row) && !commentRows.includes(row)).sort()).toEqual(
        [
          'GET /auth/captcha/challenge',
          'GET /auth/verify-email',
          'POST /auth/verify-email',
          'POST /auth-provider/confirm',
          'GET /auth/email-change',
          'POST /auth/email-change',
          'GET /auth/secure-account',
          'POST /auth/secure-account',
          'POST /member-auth/send-code',
          'GET /member/sessions',
          'POST /member/sessions/revoke',
          'POST /member/sessions/revoke-others',
          'DELETE /member',
          'DELETE /member/profile-image',
          'GET /checkout/return',
          'GET /test-checkout/{sessionId}',
          'POST /test-checkout/{sessionId}',
          'GET /test-portal/{sessionId}',
          'POST /test-portal/{sessionId}',
          'POST /webhooks/stripe',
          'POST /page-view',
          'GET /auth-provider/signup',
          'GET /auth-provider/login',
          'GET /auth-provider/connect',
          'GET /auth-provider/callback',
          'GET /auth-provider/test-sign-in',
          'POST /auth-provider/test-sign-in',
          'GET /health',
          'GET /openapi.json',
          'GET /comments/channels/stream',
          'POST /comments/reports',
          'GET /comments/unsubscribe',
          'POST /comments/unsubscribe',
          'POST /comments/moderation/comments/{commentId}/status',
          'POST /comments/moderation/comments/{commentId}/pin',
          'POST /comments/moderation/blocks',
          'GET /comments/moderation/reports',
          'POST /comments/moderation/reports/{commentId}/review',
          'POST /comments/moderation/channels/settings',
        ].sort(),
      );
    });

    it('when a route has path parameters / pathOf fills them in, encoded, and adds the picking query', () => {
      expect(pathOf(API_ROUTES.getTeam, { teamId: 'team/1 x' })).toBe('/member/team/team%2F1%20x');
      expect(pathOf(API_ROUTES.signupPasswordless)).toBe('/auth/signup?isPasswordless=true');
      expect(() => rowOf(API_ROUTES.getTeam)).toThrow('the parameter teamId is missing');
    });
  });
});
