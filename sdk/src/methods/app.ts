/** The site configuration, plans and gated content (docs/product/widget.md §7). */
import type {
  AppMemberResponse,
  AppResponse,
  PlanIdParam,
  PlanResponse,
  PlansResponse,
} from '../contract/app.ts';
import type { SecureContentRequest, SecureContentResponse } from '../contract/content.ts';
import { MEMBERSHIP_ROUTES as API_ROUTES } from '../contract/routes/membership.ts';
import type { MethodContext } from './context.ts';

/** Builds the app methods. */
export function appMethods({ request, session }: MethodContext) {
  const getApp = (): Promise<AppResponse> => request(API_ROUTES.getApp, {});

  return {
    /** The site configuration. GET /app */
    getApp,

    /** The site configuration and the signed-in member in one request; refreshes the cache. GET /app-member */
    async getAppAndMember(): Promise<AppMemberResponse> {
      const response = await request(API_ROUTES.getAppMember, {});
      session.setMember(response.data.member);
      return response;
    },

    /** One plan. GET /app/plans/{planId} */
    getPlan: (params: PlanIdParam): Promise<PlanResponse> => request(API_ROUTES.getPlan, { params }),

    /** Every plan of the app (read from GET /app). */
    async getPlans(): Promise<PlansResponse> {
      const { data } = await getApp();
      return { data: data.plans };
    },

    /** Protected content the member's plans grant. POST /secure-content */
    getSecureContent: (params: SecureContentRequest): Promise<SecureContentResponse> =>
      request(API_ROUTES.secureContent, { body: params }),
  };
}

/** The app methods of a client. */
export type AppMethods = ReturnType<typeof appMethods>;
