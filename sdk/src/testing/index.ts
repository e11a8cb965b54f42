/** Test helpers of @wf/sdk: contract-valid sample data and a recording fake fetch. */
export type { FakeAnswer, FakeFetch, FakeHandler, RecordedRequest } from './fakeFetch.ts';
export { createFakeFetch, jsonResponse } from './fakeFetch.ts';
export {
  sampleApp,
  sampleFreeConnection,
  sampleFreePlan,
  sampleMember,
  sampleMembershipConnection,
  samplePaidPlan,
  sampleTeam,
} from './fixtures.ts';
