/** The site configuration, plans and gated content (widget-spec §7). */
import {
  type AppMemberResponse,
  type AppResponse,
  appMemberResponseSchema,
  appResponseSchema,
  type PlanIdParam,
  type PlanResponse,
  type PlansResponse,
  planResponseSchema,
} from '../contract/app.ts';
import {
  type SecureContentRequest,
  type SecureContentResponse,
  secureContentResponseSchema,
} from '../contract/content.ts';
import type { MethodContext } from './context.ts';

/** Builds the app methods. */
export function appMethods({ request, session }: MethodContext) {
  const getApp = (): Promise<AppResponse> =>
    request({ method: 'GET', path: '/app', schema: appResponseSchema });

  return {
    /** The site configuration. GET /app */
    getApp,

    /** The site configuration and the signed-in member in one request; refreshes the cache. GET /app-member */
    async getAppAndMember(): Promise<AppMemberResponse> {
      const response = await request({ method: 'GET', path: '/app-member', schema: appMemberResponseSchema });
      session.setMember(response.data.member);
      return response;
    },

    /** One plan. GET /app/plans/{planId} */
    getPlan: ({ planId }: PlanIdParam): Promise<PlanResponse> =>
      request({
        method: 'GET',
        path: `/app/plans/${encodeURIComponent(planId)}`,
        schema: planResponseSchema,
      }),

    /** Every plan of the app (read from GET /app). */
    async getPlans(): Promise<PlansResponse> {
      const { data } = await getApp();
      return { data: data.plans };
    },

    /** Protected content the member's plans grant. POST /secure-content */
    getSecureContent: (params: SecureContentRequest): Promise<SecureContentResponse> =>
      request({ method: 'POST', path: '/secure-content', body: params, schema: secureContentResponseSchema }),
  };
}

/** The app methods of a client. */
export type AppMethods = ReturnType<typeof appMethods>;
