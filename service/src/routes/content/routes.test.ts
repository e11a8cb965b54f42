import { APP_ID, FREE_PLAN_ID, MEMBERSHIP_PLAN_ID, videoContentId } from '@wf/config/app';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_FORBIDDEN_MESSAGE, CONTENT_NOT_FOUND_MESSAGE } from '../../content/access.ts';
import { contentGroups, planConnections, secureContent } from '../../db/schema.ts';
import { clientOf, signedInMember } from '../../members/testing.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';

let test: TestApp;
/** A locked video seeded from content/videos/. */
const VIDEO = videoContentId('leadership-challenging-times');
let vimeoId: string;

beforeAll(async () => {
  test = await createTestApp();
  const [row] = await test.database.db
    .select()
    .from(secureContent)
    .where(and(eq(secureContent.appId, APP_ID), eq(secureContent.contentId, VIDEO)));
  if (!row) throw new Error(`no seeded secure content ${VIDEO}`);
  vimeoId = (row.content as { vimeoId: string }).vimeoId;
  // A group granted to no plan: open to every member.
  await test.database.db.insert(contentGroups).values({
    id: 'grp_everyone',
    appId: APP_ID,
    key: 'everyone',
    name: 'Every member',
    redirect: '/login',
  });
  await test.database.db.insert(secureContent).values({
    appId: APP_ID,
    contentId: 'note:welcome',
    contentGroupId: 'grp_everyone',
    content: { text: 'Hi' },
  });
}, 60_000);
afterAll(async () => {
  await test.close();
});

describe('POST /secure-content', () => {
  it("given a member whose plan grants the video's group, it answers the video's player id", async () => {
    const { client } = await signedInMember(test, { paidPlanIds: [MEMBERSHIP_PLAN_ID] });
    expect(vimeoId).toMatch(/^\d+$/);
    expect(await client.getSecureContent({ contentId: VIDEO })).toEqual({
      data: { contentId: VIDEO, content: { vimeoId } },
    });
  });

  it('given a member without a granting plan, it answers 403 forbidden', async () => {
    const { client } = await signedInMember(test);
    await expect(client.getSecureContent({ contentId: VIDEO })).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
      message: CONTENT_FORBIDDEN_MESSAGE,
    });
  });

  it('given a member with only the free plan, it answers 403: the videos come with the Membership', async () => {
    const { client } = await signedInMember(test, { planIds: [FREE_PLAN_ID] });
    await expect(client.getSecureContent({ contentId: VIDEO })).rejects.toMatchObject({ status: 403 });
  });

  it.each(['TRIALING', 'PAST_DUE'] as const)(
    'given a Membership that is %s, it answers the video',
    async (status) => {
      const { client, member } = await signedInMember(test, { paidPlanIds: [MEMBERSHIP_PLAN_ID] });
      await test.database.db
        .update(planConnections)
        .set({ status })
        .where(eq(planConnections.memberId, member.id));
      expect((await client.getSecureContent({ contentId: VIDEO })).data.contentId).toBe(VIDEO);
    },
  );

  it.each(['CANCELED', 'UNPAID', 'INCOMPLETE_EXPIRED'] as const)(
    'given a Membership that is %s, it answers 403',
    async (status) => {
      const { client, member } = await signedInMember(test, { paidPlanIds: [MEMBERSHIP_PLAN_ID] });
      await test.database.db
        .update(planConnections)
        .set({ status })
        .where(eq(planConnections.memberId, member.id));
      await expect(client.getSecureContent({ contentId: VIDEO })).rejects.toMatchObject({ status: 403 });
    },
  );

  it('given a member whose granting plan was cancelled, it answers 403', async () => {
    const { client, member } = await signedInMember(test, { paidPlanIds: [MEMBERSHIP_PLAN_ID] });
    await test.database.db
      .update(planConnections)
      .set({ status: 'CANCELED' })
      .where(eq(planConnections.memberId, member.id));
    await expect(client.getSecureContent({ contentId: VIDEO })).rejects.toMatchObject({ status: 403 });
  });

  it('given a group granted to no plan, any member gets it', async () => {
    const { client } = await signedInMember(test);
    expect(await client.getSecureContent({ contentId: 'note:welcome' })).toEqual({
      data: { contentId: 'note:welcome', content: { text: 'Hi' } },
    });
  });

  it('given no session, it answers 401 without telling whether the content exists', async () => {
    await expect(clientOf(test).getSecureContent({ contentId: VIDEO })).rejects.toMatchObject({
      status: 401,
      code: 'member/not-logged-in',
    });
    await expect(clientOf(test).getSecureContent({ contentId: 'video:nope' })).rejects.toMatchObject({
      status: 401,
    });
  });

  it('given an unknown content id, it answers 404', async () => {
    const { client } = await signedInMember(test, { planIds: [FREE_PLAN_ID] });
    await expect(client.getSecureContent({ contentId: 'video:nope' })).rejects.toMatchObject({
      status: 404,
      code: 'not-found',
      message: CONTENT_NOT_FOUND_MESSAGE,
    });
  });
});
