/**
 * Another app's administrator on the same service must not reach World Family's backend
 * (docs/architecture.md "The site's backend"): the multi-app service publishes one site, so its
 * publishing, passes and contact form answer World Family's app only.
 */
import { APP_ID } from '@wf/config/app';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSession } from '../../auth/session.ts';
import { members, planConnections, plans } from '../../db/schema.ts';
import { newId } from '../../ids.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { insertAppLike } from '../../testing/database.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const OTHER_APP = 'app_other';
const OTHER_HEADERS = { 'X-APP-ID': OTHER_APP, 'X-API-Key': 'pk_sb_other' };
const video = {
  title: 'Published by a stranger',
  description: 'Should never reach the World Family site.',
  vimeoId: '76979871',
  thumbnail: 'https://i.vimeocdn.com/video/1.jpg',
  duration: '10:00',
  category: 'Teachings',
};

let test: TestApp;
let token: string;
beforeAll(async () => {
  test = await createTestApp();
  const { db } = test.database;
  await insertAppLike(test.database, APP_ID, {
    id: OTHER_APP,
    testPublicKey: 'pk_sb_other',
    livePublicKey: 'pk_other',
  });
  await db.insert(plans).values({ id: 'pln_admin-other', appId: OTHER_APP, name: 'Admin', priority: 100 });
  const memberId = newId('mem');
  await db.insert(members).values({ id: memberId, appId: OTHER_APP, email: 'admin@other.example' });
  await db
    .insert(planConnections)
    .values({ id: newId('con'), appId: OTHER_APP, memberId, planId: 'pln_admin-other', type: 'FREE' });
  token = (await createSession(db, { appId: OTHER_APP, memberId, now: new Date() })).token;
});
afterAll(async () => {
  await test.close();
});

describe("another app's administrator", () => {
  it("given a valid video, POST /api/admin/videos answers the unknown path's 404 and publishes nothing", async () => {
    const response = await test.app.request('/api/admin/videos', {
      method: 'POST',
      headers: { ...OTHER_HEADERS, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(video),
    });
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('not-found');
  });

  it.each([
    ['POST', '/api/functions/passkit-enroll'],
    ['POST', '/api/contact'],
    ['GET', '/api/admin/publish/pub_x'],
  ])('given %s %s, it answers 404', async (method, path) => {
    const response = await test.app.request(path, {
      method,
      headers: { ...OTHER_HEADERS, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      ...(method === 'POST' ? { body: '{}' } : {}),
    });
    expect(response.status).toBe(404);
  });

  it("given World Family's own app, the same route is there (401 without a session)", async () => {
    const response = await test.app.request('/api/admin/videos', {
      method: 'POST',
      headers: {
        'X-APP-ID': APP_ID,
        'X-API-Key': 'pk_sb_world-family-3c6f8a1d9e2b',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(video),
    });
    expect(response.status).toBe(401);
  });
});
