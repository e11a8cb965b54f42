import { APP_ID } from '@wf/config/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.ts';
import { openSeededTestDatabase, type TestDatabase } from '../testing/database.ts';
import {
  assertMemberJsonSize,
  MEMBER_JSON_MAX_BYTES,
  MEMBER_JSON_TOO_LARGE_MESSAGE,
  readMemberJson,
  writeMemberJson,
} from './member-json.ts';
import { insertMember } from './testing.ts';

let test: TestDatabase;

beforeAll(async () => {
  test = await openSeededTestDatabase();
}, 60_000);
afterAll(async () => {
  await test.close();
});

/** A document whose JSON text is exactly `bytes` long. */
function documentOf(bytes: number) {
  const framing = JSON.stringify({ a: '' }).length;
  return { a: 'x'.repeat(bytes - framing) };
}

describe('member JSON', () => {
  it('given a new member, it reads {}; after a write, it reads the document back', async () => {
    const member = await insertMember(test.database);
    expect(await readMemberJson(test.database.db, APP_ID, member.id)).toEqual({});
    const json = { list: [1, 'two', { three: true }], nested: { deep: null } };
    expect(await writeMemberJson(test.database.db, APP_ID, member.id, json, new Date())).toEqual(json);
    expect(await readMemberJson(test.database.db, APP_ID, member.id)).toEqual(json);
  });

  it('given a document of exactly 64 KB, it accepts it; one byte more is refused with 413', () => {
    expect(() => assertMemberJsonSize(documentOf(MEMBER_JSON_MAX_BYTES))).not.toThrow();
    try {
      assertMemberJsonSize(documentOf(MEMBER_JSON_MAX_BYTES + 1));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: 413,
        code: 'request/too-large',
        message: MEMBER_JSON_TOO_LARGE_MESSAGE,
      });
    }
  });

  it('given multi-byte characters, it counts UTF-8 bytes, not characters', () => {
    const euro = '€'; // 3 bytes in UTF-8
    expect(() => assertMemberJsonSize({ a: euro.repeat(Math.ceil(MEMBER_JSON_MAX_BYTES / 3)) })).toThrow(
      ApiError,
    );
  });

  it('given a member of another app, it answers 404', async () => {
    const member = await insertMember(test.database);
    await expect(readMemberJson(test.database.db, 'app_other', member.id)).rejects.toMatchObject({
      status: 404,
    });
  });
});
