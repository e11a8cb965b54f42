import { describe, expect, it, vi } from 'vitest';
import { createClient } from './client.ts';
import { MEMBER_CACHE_KEY, MEMBER_COOKIE } from './constants.ts';
import type { Member } from './contract/entities.ts';
import { isWfError, type WfError } from './errors.ts';
import { type ClientStorage, memoryStorage, type StorageListener } from './storage.ts';
import { createFakeFetch, type FakeHandler } from './testing/fakeFetch.ts';
import { createFakePopupHost } from './testing/fakePopup.ts';
import { sampleApp, sampleMember } from './testing/fixtures.ts';

const API = 'https://api.test';
const NOW = Date.parse('2025-06-01T12:00:00.000Z');
const DAY = 86_400_000;

/** A memory store that can also play "another tab" changing a key. */
function tabStorage() {
  const store = memoryStorage(() => NOW);
  const listeners = new Set<StorageListener>();
  const storage: ClientStorage = {
    ...store,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    storage,
    listeners,
    /** Another tab writes `value` under `key`. */
    dispatch(key: string, value: string | null) {
      if (value === null) store.removeItem(key);
      else store.setItem(key, value);
      for (const listener of listeners) listener(key, value);
    },
  };
}

function setup(handler?: FakeHandler) {
  const fetch = createFakeFetch(handler, API);
  const tab = tabStorage();
  const client = createClient({
    apiUrl: `${API}/`,
    appId: 'app_1',
    publicKey: 'pk_sb_1',
    fetch,
    storage: tab.storage,
    now: () => NOW,
  });
  return { client, fetch, ...tab };
}

const loginAnswer = (member: Member = sampleMember(), expires = NOW + 7 * DAY) => ({
  body: { data: { member, tokens: { accessToken: 'tok_1', expires } } },
});

async function caught(promise: Promise<unknown>): Promise<WfError> {
  try {
    await promise;
  } catch (error) {
    if (isWfError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('createClient', () => {
  describe('given no session', () => {
    it('when calling the API / it sends the key and app headers, cookies, and no bearer', async () => {
      const { client, fetch } = setup(() => ({ body: { data: sampleApp() } }));
      await client.getApp();
      const [request] = fetch.requests;
      expect(request?.headers.get('X-API-Key')).toBe('pk_sb_1');
      expect(request?.headers.get('X-APP-ID')).toBe('app_1');
      expect(request?.headers.get('Authorization')).toBeNull();
      expect(request?.credentials).toBe('include');
      expect(request?.path).toBe('/app');
    });
  });

  describe('given a signed-in member', () => {
    it('when calling the API / it sends the bearer token and a JSON body', async () => {
      const { client, fetch } = setup((request) =>
        request.path === '/auth/login' ? loginAnswer() : { body: { data: sampleMember() } },
      );
      await client.loginMemberEmailPassword({ email: 'ada@example.org', password: 'correct horse' });
      await client.updateMember({ customFields: { 'first-name': 'Ada' } });
      const update = fetch.requests[1];
      expect(update?.headers.get('Authorization')).toBe('Bearer tok_1');
      expect(update?.headers.get('Content-Type')).toBe('application/json');
      expect(update?.headers.get('X-API-Key')).toBe('pk_sb_1');
      expect(update?.headers.get('X-APP-ID')).toBe('app_1');
    });
  });

  describe('given a successful login', () => {
    it('when it resolves / it stores the token until its expiry, caches the member and notifies', async () => {
      const { client, storage } = setup(() => loginAnswer());
      const onChange = vi.fn();
      client.onAuthChange(onChange);

      const response = await client.loginMemberEmailPassword({
        email: 'ada@example.org',
        password: 'correct horse',
      });

      expect(response.data.member.id).toBe('mem_ada');
      expect(storage.getItem(MEMBER_COOKIE)).toBe('tok_1');
      expect(JSON.parse(storage.getItem(MEMBER_CACHE_KEY) ?? 'null')).toEqual(sampleMember());
      expect(client.getCachedMember()).toEqual(sampleMember());
      expect(onChange).toHaveBeenCalledExactlyOnceWith(sampleMember());
    });
  });

  describe('given a login answer whose expiry is in the past', () => {
    it('when storing / the session lasts the default 14 days', async () => {
      const setItem = vi.fn();
      const fetch = createFakeFetch(() => loginAnswer(sampleMember(), 0), API);
      const client = createClient({
        apiUrl: API,
        appId: 'app_1',
        publicKey: 'pk_1',
        fetch,
        storage: { ...memoryStorage(), setItem },
        now: () => NOW,
      });
      await client.loginMemberEmailPassword({ email: 'ada@example.org', password: 'correct horse' });
      expect(setItem).toHaveBeenCalledWith(MEMBER_COOKIE, 'tok_1', { expires: NOW + 14 * DAY });
    });
  });

  describe('given a successful signup', () => {
    it('when it resolves / subscribers hear of the new member', async () => {
      const { client } = setup(() => loginAnswer());
      const onChange = vi.fn();
      client.onAuthChange(onChange);
      await client.signupMemberEmailPassword({ email: 'ada@example.org', password: 'correct horse' });
      expect(onChange).toHaveBeenCalledWith(sampleMember());
    });
  });

  describe('given a session the service no longer accepts', () => {
    it('when a call answers 401 client/invalid-token / it clears the session and notifies null', async () => {
      const { client, storage } = setup((request) =>
        request.path === '/auth/login'
          ? loginAnswer()
          : { status: 401, body: { error: { code: 'client/invalid-token', message: 'expired' } } },
      );
      await client.loginMemberEmailPassword({ email: 'ada@example.org', password: 'correct horse' });
      const onChange = vi.fn();
      client.onAuthChange(onChange);

      const error = await caught(client.updateMember({ customFields: {} }));

      expect(error.code).toBe('client/invalid-token');
      expect(error.message).toBe('An invalid token has been provided. Please make sure the token is valid.');
      expect(storage.getItem(MEMBER_COOKIE)).toBeNull();
      expect(storage.getItem(MEMBER_CACHE_KEY)).toBeNull();
      expect(onChange).toHaveBeenCalledExactlyOnceWith(null);
    });
  });

  describe('given the network is down', () => {
    it('when calling / it fails with a retryable client/network-error', async () => {
      const { client } = setup(() => {
        throw new TypeError('fetch failed');
      });
      const error = await caught(client.getApp());
      expect(error).toMatchObject({ code: 'client/network-error', status: 0, retryable: true });
    });
  });

  describe('given the service answers 503', () => {
    it('when calling / it fails with a retryable client/network-error', async () => {
      const { client } = setup(() => ({ status: 503, body: 'Service Unavailable' }));
      const error = await caught(client.getApp());
      expect(error).toMatchObject({ code: 'client/network-error', status: 503, retryable: true });
    });
  });

  describe('given the service refuses the credentials', () => {
    it('when logging in / the error carries the service code, message and status', async () => {
      const { client, storage } = setup(() => ({
        status: 401,
        body: { error: { code: 'auth/invalid-credentials', message: 'Wrong email or password' } },
      }));
      const error = await caught(
        client.loginMemberEmailPassword({ email: 'ada@example.org', password: 'nope' }),
      );
      expect(error).toMatchObject({
        code: 'auth/invalid-credentials',
        message: 'Wrong email or password',
        status: 401,
        retryable: false,
      });
      expect(storage.getItem(MEMBER_COOKIE)).toBeNull();
    });
  });

  describe('given a signup with an unavailable plan', () => {
    it('when signing up / the plan message is passed through', async () => {
      const { client } = setup(() => ({
        status: 400,
        body: {
          error: { code: 'plan/unavailable', message: 'Plan pln_x may not exist or is not available' },
        },
      }));
      const error = await caught(
        client.signupMemberEmailPassword({
          email: 'a@b.co',
          password: '12345678',
          plans: [{ planId: 'pln_x' }],
        }),
      );
      expect(error).toMatchObject({
        code: 'plan/unavailable',
        message: 'Plan pln_x may not exist or is not available',
      });
    });
  });

  describe('given a 2xx answer that does not match the contract', () => {
    it('when logging in / it fails with a WfError and stores nothing', async () => {
      const { client, storage } = setup(() => ({ body: { data: { member: { id: 1 } } } }));
      const error = await caught(
        client.loginMemberEmailPassword({ email: 'ada@example.org', password: 'x' }),
      );
      expect(error).toMatchObject({
        code: 'client/invalid-response',
        message: 'Something went wrong. Please try again.',
      });
      expect(storage.getItem(MEMBER_COOKIE)).toBeNull();
    });

    it('when the body is not JSON / it fails with a WfError', async () => {
      const { client } = setup(() => new Response('<html>ok</html>', { status: 200 }));
      const error = await caught(client.getApp());
      expect(error.code).toBe('client/invalid-response');
    });
  });

  describe('given a 201 answer', () => {
    it('when calling / any 2xx counts as success', async () => {
      const { client } = setup(() => ({ status: 201, body: { data: sampleApp() } }));
      await expect(client.getApp()).resolves.toEqual({ data: sampleApp() });
    });
  });

  describe('given a signed-in member and another tab', () => {
    it('when the other tab changes the member / subscribers hear of it', async () => {
      const { client, dispatch } = setup(() => loginAnswer());
      await client.loginMemberEmailPassword({ email: 'ada@example.org', password: 'correct horse' });
      const onChange = vi.fn();
      client.onAuthChange(onChange);
      const renamed = sampleMember({ customFields: { 'first-name': 'Adaeze' } });

      dispatch(MEMBER_CACHE_KEY, JSON.stringify(renamed));

      expect(onChange).toHaveBeenCalledExactlyOnceWith(renamed);
      expect(client.getCachedMember()).toEqual(renamed);
    });

    it('when the other tab logs out / subscribers hear null', async () => {
      const { client, dispatch } = setup(() => loginAnswer());
      await client.loginMemberEmailPassword({ email: 'ada@example.org', password: 'correct horse' });
      const onChange = vi.fn();
      client.onAuthChange(onChange);

      dispatch(MEMBER_CACHE_KEY, null);

      expect(onChange).toHaveBeenCalledExactlyOnceWith(null);
    });

    it('when the other tab writes something that is not a member / subscribers hear null', () => {
      const { client, dispatch } = setup();
      const onChange = vi.fn();
      client.onAuthChange(onChange);
      dispatch(MEMBER_CACHE_KEY, '{"id":');
      expect(onChange).toHaveBeenCalledExactlyOnceWith(null);
    });
  });

  describe('given a subscriber', () => {
    it('when it unsubscribes / it hears nothing more and the store is no longer watched', async () => {
      const { client, listeners } = setup(() => loginAnswer());
      const onChange = vi.fn();
      const unsubscribe = client.onAuthChange(onChange);
      expect(listeners.size).toBe(1);
      unsubscribe();
      await client.loginMemberEmailPassword({ email: 'ada@example.org', password: 'correct horse' });
      expect(onChange).not.toHaveBeenCalled();
      expect(listeners.size).toBe(0);
    });
  });

  describe('given a member update', () => {
    it('when it resolves / the cache is refreshed and subscribers notified once', async () => {
      const updated = sampleMember({ customFields: { 'first-name': 'Adaeze' } });
      const { client } = setup((request) =>
        request.path === '/auth/login'
          ? loginAnswer()
          : { body: { data: updated, message: 'Profile saved' } },
      );
      await client.loginMemberEmailPassword({ email: 'ada@example.org', password: 'correct horse' });
      const onChange = vi.fn();
      client.onAuthChange(onChange);

      const response = await client.updateMember({ customFields: { 'first-name': 'Adaeze' } });

      expect(response.message).toBe('Profile saved');
      expect(client.getCachedMember()).toEqual(updated);
      expect(onChange).toHaveBeenCalledExactlyOnceWith(updated);
    });
  });

  describe('given the member has not changed', () => {
    it('when refreshing the current member / subscribers are not notified again', async () => {
      const { client } = setup((request) =>
        request.path === '/auth/login' ? loginAnswer() : { body: { data: sampleMember() } },
      );
      await client.loginMemberEmailPassword({ email: 'ada@example.org', password: 'correct horse' });
      const onChange = vi.fn();
      client.onAuthChange(onChange);
      await client.getCurrentMember();
      expect(onChange).not.toHaveBeenCalled();
    });
  });

  describe('given nobody is signed in', () => {
    it('when getting the current member and the service answers data null / it resolves null', async () => {
      const { client } = setup(() => ({ body: { data: null } }));
      await expect(client.getCurrentMember()).resolves.toEqual({ data: null });
    });

    it('when the service answers 401 member/not-logged-in / it resolves null', async () => {
      const { client } = setup(() => ({
        status: 401,
        body: { error: { code: 'member/not-logged-in', message: 'Member not logged in' } },
      }));
      await expect(client.getCurrentMember()).resolves.toEqual({ data: null });
    });
  });

  describe('given a cached member', () => {
    it('when asking with useCache / it answers without a request', async () => {
      const { client, fetch } = setup(() => loginAnswer());
      await client.loginMemberEmailPassword({ email: 'ada@example.org', password: 'correct horse' });
      await expect(client.getCurrentMember({ useCache: true })).resolves.toEqual({ data: sampleMember() });
      expect(fetch.requests).toHaveLength(1);
    });
  });

  describe('given a signed-in member logging out', () => {
    it('when the service answers / everything is cleared and subscribers hear null', async () => {
      const { client, storage } = setup((request) =>
        request.path === '/auth/login'
          ? loginAnswer()
          : { body: { data: { success: true }, message: 'Logged out' } },
      );
      await client.loginMemberEmailPassword({ email: 'ada@example.org', password: 'correct horse' });
      const onChange = vi.fn();
      client.onAuthChange(onChange);

      const response = await client.logout();

      expect(response.message).toBe('Logged out');
      expect(storage.getItem(MEMBER_COOKIE)).toBeNull();
      expect(storage.getItem(MEMBER_CACHE_KEY)).toBeNull();
      expect(onChange).toHaveBeenCalledWith(null);
    });

    it('when the request fails / everything is cleared anyway and the error is passed on', async () => {
      const { client, storage } = setup((request) => {
        if (request.path === '/auth/login') return loginAnswer();
        throw new TypeError('fetch failed');
      });
      await client.loginMemberEmailPassword({ email: 'ada@example.org', password: 'correct horse' });

      const error = await caught(client.logout());

      expect(error.code).toBe('client/network-error');
      expect(storage.getItem(MEMBER_COOKIE)).toBeNull();
      expect(storage.getItem(MEMBER_CACHE_KEY)).toBeNull();
    });

    it('when the session had already expired / logout resolves', async () => {
      const { client } = setup((request) =>
        request.path === '/auth/login'
          ? loginAnswer()
          : { status: 401, body: { error: { code: 'client/invalid-token', message: 'expired' } } },
      );
      await client.loginMemberEmailPassword({ email: 'ada@example.org', password: 'correct horse' });
      await expect(client.logout()).resolves.toEqual({ data: { success: true } });
    });
  });

  describe('given a signed-in member deleting their account', () => {
    it('when the service answers / the session and the cached member are cleared as at logout', async () => {
      const { client, storage, fetch } = setup((request) =>
        request.path === '/auth/login' ? loginAnswer() : { body: { data: { id: sampleMember().id } } },
      );
      await client.loginMemberEmailPassword({ email: 'ada@example.org', password: 'correct horse' });
      const onChange = vi.fn();
      client.onAuthChange(onChange);

      await expect(client.deleteMember()).resolves.toEqual({ data: { id: sampleMember().id } });

      expect(fetch.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/member' });
      expect(storage.getItem(MEMBER_COOKIE)).toBeNull();
      expect(storage.getItem(MEMBER_CACHE_KEY)).toBeNull();
      expect(onChange).toHaveBeenCalledWith(null);
    });

    it('when the service refuses / the member stays signed in', async () => {
      const { client, storage } = setup((request) =>
        request.path === '/auth/login'
          ? loginAnswer()
          : { status: 403, body: { error: { code: 'client/csrf', message: 'no' } } },
      );
      await client.loginMemberEmailPassword({ email: 'ada@example.org', password: 'correct horse' });
      await caught(client.deleteMember());
      expect(storage.getItem(MEMBER_COOKIE)).not.toBeNull();
    });

    it('when removing the profile image / the cached member has none', async () => {
      const { client } = setup((request) =>
        request.path === '/auth/login'
          ? loginAnswer({ ...sampleMember(), profileImage: 'https://x.test/a.webp' })
          : { body: { data: { profileImage: null } } },
      );
      await client.loginMemberEmailPassword({ email: 'ada@example.org', password: 'correct horse' });
      await client.deleteMemberProfileImage();
      expect(client.getCachedMember()?.profileImage).toBeNull();
    });
  });

  describe('given a provider popup', () => {
    function popupSetup(options: { blocked?: boolean } = {}) {
      const popup = createFakePopupHost(options);
      const tab = tabStorage();
      const client = createClient({
        apiUrl: `${API}/api/`,
        appId: 'app_1',
        publicKey: 'pk_sb_1',
        fetch: createFakeFetch(undefined, API),
        storage: tab.storage,
        now: () => NOW,
        popupHost: popup.host,
      });
      return { client, popup, ...tab };
    }

    it('when logging in / it opens a 600x700 window centred on the page, at once, on the service’s login popup', () => {
      const { client, popup } = popupSetup();
      void client.loginWithProvider({ provider: 'github', allowSignup: true }).catch(() => {});
      expect(popup.opened).toHaveLength(1);
      const [opened] = popup.opened;
      const url = new URL(opened?.url ?? '');
      expect(`${url.origin}${url.pathname}`).toBe(`${API}/api/auth-provider/login`);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        provider: 'github',
        appId: 'app_1',
        publicKey: 'pk_sb_1',
        allowSignup: 'true',
      });
      expect(opened?.features).toBe('popup=yes,width=600,height=700,left=500,top=140');
    });

    it('when the service posts the session / it signs in and resolves { data: { member, tokens } }', async () => {
      const { client, popup, storage } = popupSetup();
      const changes: unknown[] = [];
      client.onAuthChange((member) => changes.push(member?.id ?? null));
      const pending = client.signupWithProvider({
        provider: 'google',
        plans: [{ planId: 'pln_free' }],
        customFields: { 'first-name': 'Ada' },
      });
      const url = new URL(popup.opened[0]?.url ?? '');
      expect(JSON.parse(url.searchParams.get('plans') ?? '')).toEqual([{ planId: 'pln_free' }]);
      expect(JSON.parse(url.searchParams.get('customFields') ?? '')).toEqual({ 'first-name': 'Ada' });
      const member = sampleMember();
      popup.post(
        { data: { member, tokens: { accessToken: 'tok_p', expires: NOW + DAY } } },
        { origin: API, source: popup.opened[0]?.window },
      );
      expect((await pending).data.member.id).toBe(member.id);
      expect(storage.getItem(MEMBER_COOKIE)).toBe('tok_p');
      expect(changes).toEqual([member.id]);
      expect(popup.listenerCount()).toBe(0);
      expect(popup.timerCount()).toBe(0);
    });

    it('when a message comes from another origin or another window / it is ignored', async () => {
      const { client, popup } = popupSetup();
      const pending = client.loginWithProvider({ provider: 'github' });
      const member = sampleMember();
      const forged = { data: { member, tokens: { accessToken: 'forged', expires: NOW + DAY } } };
      popup.post(forged, { origin: 'https://evil.example', source: popup.opened[0]?.window });
      popup.post(forged, { origin: API, source: {} });
      popup.post(
        { data: { member, tokens: { accessToken: 'tok_real', expires: NOW + DAY } } },
        { origin: API, source: popup.opened[0]?.window },
      );
      expect((await pending).data.tokens.accessToken).toBe('tok_real');
    });

    it('when the service posts an error / it rejects with its code and message', async () => {
      const { client, popup } = popupSetup();
      const pending = client.loginWithProvider({ provider: 'github' });
      popup.post(
        {
          error: {
            code: 'provider/no-account',
            message: 'No account uses this GitHub account. Please sign up first.',
            details: { params: { provider: 'GitHub' } },
          },
        },
        { origin: API, source: popup.opened[0]?.window },
      );
      expect(await caught(pending)).toMatchObject({
        code: 'provider/no-account',
        message: 'No account uses this GitHub account. Please sign up first.',
      });
    });

    it('when the window is closed without an answer / it rejects as cancelled, after one more check', async () => {
      const { client, popup } = popupSetup();
      const pending = client.connectProvider({ provider: 'github' });
      popup.opened[0]?.window.close();
      popup.tick();
      expect(popup.listenerCount()).toBe(1);
      popup.tick();
      expect(await caught(pending)).toMatchObject({
        code: 'provider/cancelled',
        message: 'Signing in with GitHub was cancelled.',
      });
    });

    it('when the browser blocks the window / it rejects with what to do', async () => {
      const { client } = popupSetup({ blocked: true });
      expect(await caught(client.loginWithProvider({ provider: 'github' }))).toMatchObject({
        code: 'provider/popup-blocked',
        message: 'Your browser blocked the GitHub sign-in window. Allow pop-ups for this site and try again.',
      });
    });

    it("when connecting / it resolves the providers and the service's message", async () => {
      const { client, popup } = popupSetup();
      const pending = client.connectProvider({ provider: 'github' });
      popup.post(
        { data: { providers: [{ provider: 'github' }] }, message: 'GitHub has been connected.' },
        { origin: API, source: popup.opened[0]?.window },
      );
      expect(await pending).toEqual({
        data: { providers: [{ provider: 'github' }] },
        message: 'GitHub has been connected.',
      });
    });
  });

  describe('given a profile image', () => {
    it('when uploading / it sends multipart with the profileImage field and updates the cache', async () => {
      const { client, fetch } = setup((request) =>
        request.path === '/auth/login'
          ? loginAnswer()
          : { body: { data: { profileImage: '/uploads/ada.png' }, message: 'Image updated' } },
      );
      await client.loginMemberEmailPassword({ email: 'ada@example.org', password: 'correct horse' });
      const image = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

      await client.updateMemberProfileImage({ profileImage: image });

      const upload = fetch.requests[1];
      expect(upload?.path).toBe('/member/profile-image');
      const form = upload?.body;
      if (!(form instanceof FormData)) throw new Error('expected a multipart body');
      expect(form.get('profileImage')).toBeInstanceOf(Blob);
      expect(upload?.headers.get('Content-Type')).toBeNull();
      expect(client.getCachedMember()?.profileImage).toBe('/uploads/ada.png');
    });

    it('when the file is not an image / it refuses before sending', async () => {
      const { client, fetch } = setup();
      const error = await caught(
        client.updateMemberProfileImage({ profileImage: new Blob(['x'], { type: 'text/plain' }) }),
      );
      expect(error.message).toBe('File is not an image.');
      expect(fetch.requests).toHaveLength(0);
    });

    it('when the file is over 4,000,000 bytes / it refuses with the spec message', async () => {
      const { client } = setup();
      const big = new Blob([new Uint8Array(4_000_001)], { type: 'image/jpeg' });
      const error = await caught(client.updateMemberProfileImage({ profileImage: big }));
      expect(error.message).toBe('Image must be less than 2MB.');
    });
  });

  describe('given a disconnected provider', () => {
    it('when the service answers / the cached member takes the new provider list', async () => {
      const { client } = setup((request) =>
        request.path === '/auth/login'
          ? loginAnswer(
              sampleMember({
                auth: { email: 'ada@example.org', hasPassword: true, providers: [{ provider: 'google' }] },
              }),
            )
          : { body: { data: { providers: [] }, message: 'Disconnected' } },
      );
      await client.loginMemberEmailPassword({ email: 'ada@example.org', password: 'correct horse' });
      await client.disconnectProvider({ provider: 'google' });
      expect(client.getCachedMember()?.auth.providers).toEqual([]);
    });
  });
});
