/**
 * Generators of hostile requests for the bad-input suite (docs/security.md: "generated payloads
 * (fast-check) for every endpoint; no answer is a 500"). Bodies are built as JSON text so that
 * what no JavaScript value can express (100,000 levels of nesting, a trailing comma, a
 * duplicate key) reaches the service too.
 */
import { VIDEO_CATEGORIES } from '@wf/config/site-api';
import fc from 'fast-check';
import type { z } from 'zod/mini';
import type { Credentials, Identity } from './harness.ts';

/** A fragment of JSON text placed as it is into a generated body. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of `value`, with every {@link RawJson} inside written as its raw text. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (!(item instanceof RawJson)) return item;
    raws.push(item.text);
    return `\u0001raw${raws.length - 1}\u0001`;
  });
  return (text ?? 'null').replace(
    /"\\u0001raw(\d+)\\u0001"/g,
    (_match, index: string) => raws[Number(index)] ?? '',
  );
}

/** An object with exactly these own properties, `__proto__` included (no prototype is set). */
export function objectOf(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  return Object.fromEntries(entries);
}

/** Keys that change an object's prototype or shadow its methods when copied carelessly. */
export const POLLUTION_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
] as const;

/** The property a successful prototype pollution would add to every object. */
export const POLLUTION_MARK = 'wfPolluted';

/** `{"__proto__": {"wfPolluted": ...}}` and `{"constructor": {"prototype": {...}}}` shapes. */
export const pollutionValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(objectOf([['__proto__', { [POLLUTION_MARK]: 'yes' }]])),
  fc.constant(objectOf([['constructor', { prototype: { [POLLUTION_MARK]: 'yes' } }]])),
  fc.constant(objectOf([['prototype', { [POLLUTION_MARK]: 'yes' }]])),
  fc
    .tuple(fc.constantFrom(...POLLUTION_KEYS), fc.jsonValue({ maxDepth: 2 }))
    .map(([key, value]) => objectOf([[key, value]])),
);

/** Nesting deep enough to overflow a recursive walker, within the 1 MB body limit. */
export const deepNesting: fc.Arbitrary<RawJson> = fc
  .tuple(
    fc.constantFrom('array', 'object', 'mixed'),
    fc.oneof(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 1_000, max: 150_000 })),
  )
  .map(([kind, depth]) => {
    if (kind === 'array') return new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);
    if (kind === 'object') return new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
    return new RawJson(`${'{"a":['.repeat(depth)}${']}'.repeat(depth)}`);
  });

/** One character of each kind that breaks naive code or storage: NUL, lone surrogates, RTL marks... */
const TRICKY_CHARACTERS = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\ufeff',
  '\u202e',
  '\u200b',
  '\u0301',
  '\r\n',
  '\t',
  '\\',
  '"',
  "'",
  '%',
  '%00',
  '../',
  '<script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template placeholder is the hostile text here
  '${x}',
  '😀',
  '👩‍👩‍👧',
  'İ',
  'ß',
  'ﬀ',
];

/** Text with tricky characters mixed into ordinary ones. */
export const trickyString: fc.Arbitrary<string> = fc
  .array(fc.oneof(fc.constantFrom(...TRICKY_CHARACTERS), fc.string({ maxLength: 6 })), { maxLength: 8 })
  .map((parts) => parts.join(''));

/** Text from 1,000 to about 900,000 characters (a body with it may pass the 1 MB limit: 413). */
export const hugeString: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(
      fc.constant('x'),
      fc.constant('é'),
      fc.constant('😀'),
      trickyString.filter((s) => s.length > 0),
    ),
    fc.integer({ min: 1_000, max: 300_000 }),
  )
  .map(([unit, times]) => unit.repeat(Math.max(1, Math.floor(times / Math.max(1, unit.length)))));

/** Any value a careless client or an attacker could put where a field is expected. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1e308,
    -0,
    2 ** 53 + 1,
    '',
    ' ',
    '0',
    'null',
    'undefined',
    'NaN',
    '[]',
    '{}',
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string(),
  fc.string({ unit: 'binary' }),
  trickyString,
  hugeString,
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
  pollutionValue,
  deepNesting,
  fc.constant(new RawJson('1e999')),
  fc.constant(new RawJson('123456789012345678901234567890')),
);

/** Generated values that a field named so accepts (used to build valid-shaped bodies). */
export type FieldValues = Readonly<Record<string, fc.Arbitrary<unknown>>>;

/** Values of any field: the generic guesses tried (and filtered by the field's schema) for an unknown field. */
const guessedValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.stringMatching(/^\d{6}$/),
  fc.boolean(),
  fc.webUrl(),
  fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), fc.string({ maxLength: 20 }), { maxKeys: 3 }),
  fc.array(fc.string({ minLength: 1, maxLength: 10 }), { maxLength: 3 }),
  fc.record({ includeContentGroups: fc.boolean() }, { requiredKeys: [] }),
);

/** The keys of an object schema (a refined object keeps its shape). */
export function shapeOf(schema: z.ZodMiniType): Record<string, z.ZodMiniType> {
  const shape = (schema as { shape?: unknown }).shape;
  return shape && typeof shape === 'object' ? (shape as Record<string, z.ZodMiniType>) : {};
}

/** Whether a field may be left out. */
function isOptional(field: z.ZodMiniType): boolean {
  return field.safeParse(undefined).success;
}

/**
 * Bodies of the schema's shape whose every field is a value the field accepts: `fc.record`
 * over the schema's keys, each key from `known` (by name) or guessed and filtered.
 */
export function validShapedBody(
  schema: z.ZodMiniType,
  known: FieldValues,
): fc.Arbitrary<Record<string, unknown>> {
  const shape = shapeOf(schema);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    const source = known[key] ?? guessedValue;
    model[key] = source.filter((value) => field.safeParse(value).success);
    if (!isOptional(field)) requiredKeys.push(key);
  }
  return fc.record(model, { requiredKeys });
}

/** What a mutation did to a valid-shaped body (shown in counterexamples). */
export type Mutation =
  | { kind: 'replace'; key: string; value: unknown }
  | { kind: 'remove'; key: string }
  | { kind: 'add'; key: string; value: unknown }
  | { kind: 'nested'; key: string; choices: number[]; value: unknown };

/**
 * `value` with the entry that `choices` leads to (one index per level, modulo the entries
 * there) replaced: `plans[0].planId`, a value of `customFields`, a key deep in `metaData`.
 */
export function replaceNested(value: unknown, choices: readonly number[], replacement: unknown): unknown {
  const [choice = 0, ...rest] = choices;
  if (choices.length === 0 || value === null || typeof value !== 'object') return replacement;
  if (Array.isArray(value)) {
    if (value.length === 0) return [replacement];
    const index = choice % value.length;
    return value.map((item, at) => (at === index ? replaceNested(item, rest, replacement) : item));
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return objectOf([['key', replacement]]);
  const [chosen] = entries[choice % entries.length] ?? [];
  return objectOf(
    entries.map(([key, item]) => [key, key === chosen ? replaceNested(item, rest, replacement) : item]),
  );
}

/** A valid-shaped body with one field (or one entry inside a field) replaced by a hostile value, removed, or one key added. */
export function mutatedBody(
  schema: z.ZodMiniType,
  known: FieldValues,
): fc.Arbitrary<{ body: Record<string, unknown>; mutation: Mutation }> {
  const keys = Object.keys(shapeOf(schema));
  const keyOrExtra = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('extra');
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record({ kind: fc.constant('replace' as const), key: keyOrExtra, value: hostileValue }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('nested' as const),
        key: keyOrExtra,
        choices: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
        value: hostileValue,
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), key: keyOrExtra }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('add' as const),
        key: fc.oneof(fc.constantFrom(...POLLUTION_KEYS), fc.string({ maxLength: 12 })),
        value: fc.oneof(hostileValue, pollutionValue),
      }),
    },
  );
  return fc.tuple(validShapedBody(schema, known), mutation).map(([valid, change]) => {
    const entries: [string, unknown][] = Object.entries(valid).filter(([key]) => key !== change.key);
    if (change.kind === 'nested')
      entries.push([change.key, replaceNested(valid[change.key], change.choices, change.value)]);
    else if (change.kind !== 'remove') entries.push([change.key, change.value]);
    return { body: objectOf(entries), mutation: change };
  });
}

/** Bytes that are not UTF-8 (the service decodes them to U+FFFD before parsing). */
export const invalidUtf8: fc.Arbitrary<Uint8Array> = fc.oneof(
  fc.uint8Array({ minLength: 1, maxLength: 64 }),
  fc.constant(Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d])),
  fc.constant(Uint8Array.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00])),
);

/** Any JSON document at all, as the whole body: values, pollution, deep nesting, huge strings. */
export const arbitraryJsonText: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 4, arbitrary: fc.jsonValue() },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 12, depthSize: 'large' }) },
    { weight: 2, arbitrary: pollutionValue },
    { weight: 1, arbitrary: deepNesting },
    { weight: 1, arbitrary: hugeString },
    { weight: 1, arbitrary: fc.array(hostileValue, { maxLength: 4 }) },
  )
  .map(toJsonText);

/** Text that is not JSON, or JSON that strict parsers or PostgreSQL refuse. */
export function malformedJsonText(validText: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    validText.chain((text) => fc.nat({ max: Math.max(0, text.length - 1) }).map((end) => text.slice(0, end))),
    validText.map((text) => `${text}}`),
    validText.map((text) => text.replace(/}$/, ',}')),
    validText.map((text) => `\ufeff${text}`),
    validText.map((text) => text.replaceAll('"', "'")),
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.constantFrom(
      'undefined',
      'NaN',
      '{"a": NaN}',
      '{"a": Infinity}',
      '{a: 1}',
      '{"a":1,}',
      '[1,]',
      '{"a":1 "b":2}',
      '0x10',
      '01',
      '{"a":"\\x41"}',
      '{"a":"\\u12"}',
      '{"a":"unterminated}',
      '{"a":"tab\there"}',
      '{"email":"a@b.co","email":"c@d.co"}',
      '{"__proto__":{"wfPolluted":"yes"},"__proto__":null}',
      '{"a":"\\ud800"}',
      '{"a":"\\u0000"}',
      '/* comment */ {}',
      '{} {}',
    ),
  );
}

/** Content-Type headers a JSON endpoint should refuse (415) or read anyway (JSON types). */
export const oddContentType: fc.Arbitrary<string | undefined> = fc.constantFrom(
  undefined,
  '',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----x',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json;;;',
  'application/vnd.api+json',
  'application/jsonx',
  'application/xml',
  'image/png',
  '*/*',
  ';',
  'json',
);

/** Characters a header value may hold (no controls: `Headers` refuses those before sending). */
const headerCharacter = fc.oneof(
  fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0x80, max: 0xff }).map((code) => String.fromCharCode(code)),
);

/** A header value of printable bytes, sometimes long. */
export const headerText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: headerCharacter, maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: headerCharacter, minLength: 1, maxLength: 4 }).map((s) => s.repeat(2_000)),
  },
);

/** Authorization headers that name no session (or not in the bearer scheme). */
export const junkAuthorization: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'bearer null',
    'Bearer undefined',
    'Basic',
    'Token abc',
    'Bearer a b c',
    'BEARER  x  ',
  ),
  headerText.map((text) => `Bearer ${text}`),
  headerText.map((text) => `Basic ${Buffer.from(text).toString('base64')}`),
  headerText,
);

/** Cookie headers carrying junk session and CSRF cookies. */
export const junkCookie: fc.Arbitrary<string> = fc.oneof(
  headerText.map((text) => `_ms-mid=${text.replaceAll(';', '')}`),
  fc.constantFrom(
    '_ms-mid=%',
    '_ms-mid=%E0%A4%A',
    '_ms-mid=%00',
    '_ms-mid="quoted"',
    '_ms-mid=',
    '_ms-mid',
    '_ms-mid=a; _ms-mid=b',
    '=; ; ;;',
    'XSRF-TOKEN=%; _ms-mid=x',
  ),
  headerText,
);

/** Percent-encodes text for a URL, lone surrogates included (as the bytes of U+FFFD would not show them). */
function encodePathText(text: string): string {
  return [...text]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return `%u${char.charCodeAt(0).toString(16)}`;
      }
    })
    .join('');
}

/** Strings for a path parameter: unicode, dot segments, encoded slashes, bad escapes, very long. */
export const oddPathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '..',
    '.',
    '%2e%2e',
    '..%2F..%2Fetc%2Fpasswd',
    '%2F',
    '%5C',
    '%00',
    '%',
    '%E0%A4%A',
    '%C0%AE',
    '%ud800',
    '%20',
    '%09',
    '~',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    '0',
    '-1',
    '1e999',
    '*',
    ';',
    '@',
  ),
  trickyString.filter((s) => s.length > 0).map(encodePathText),
  fc.string({ minLength: 1, maxLength: 40 }).map(encodePathText),
  fc.integer({ min: 200, max: 20_000 }).map((n) => 'a'.repeat(n)),
  fc
    .array(fc.constantFrom('a', '%2F', '..', '%00', 'é'), { minLength: 1, maxLength: 10 })
    .map((parts) => parts.join('')),
);

/** A query string of junk parameters (always starting with '?'). */
export const oddQuery: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom('to', 'token', 'app', 'isPasswordless', '__proto__'), oddPathSegment),
      oddPathSegment,
    ),
    {
      maxLength: 4,
    },
  )
  .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`);

/** A multipart/form-data request as bytes, with the Content-Type that declares it. */
export interface MultipartBody {
  contentType: string | undefined;
  body: Uint8Array;
  /** What was generated, for counterexamples. */
  description: string;
}

const IMAGE_MAGIC: Readonly<Record<string, readonly number[]>> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  gif: [...'GIF89a'].map((char) => char.charCodeAt(0)),
  webp: [...'RIFF\0\0\0\0WEBP'].map((char) => char.charCodeAt(0)),
};

/** File contents: random bytes, an image signature followed by junk, SVG, nothing. */
const fileBytes: fc.Arbitrary<Uint8Array> = fc.oneof(
  fc.uint8Array({ maxLength: 256 }),
  fc
    .tuple(fc.constantFrom(...Object.values(IMAGE_MAGIC)), fc.uint8Array({ maxLength: 256 }))
    .map(([magic, rest]) => Uint8Array.from([...magic, ...rest])),
  fc.constant(
    new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  ),
  fc.constant(new Uint8Array(0)),
);

const part = fc.record({
  name: fc.oneof(
    fc.constant('profileImage'),
    fc.constant('profileimage'),
    fc.constant(''),
    fc.string({ maxLength: 12 }),
  ),
  filename: fc.option(
    fc.oneof(
      fc.constantFrom(
        'photo.png',
        'photo.svg',
        '../../etc/passwd',
        '..\\..\\x.png',
        '.png',
        'a"b.png',
        'ünïcödé.jpg',
        '',
      ),
      fc.integer({ min: 300, max: 5_000 }).map((n) => `${'a'.repeat(n)}.png`),
    ),
    { nil: undefined },
  ),
  type: fc.option(
    fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream', 'junk', ''),
    {
      nil: undefined,
    },
  ),
  bytes: fileBytes,
});

/** multipart/form-data bodies, well framed or not, with files that are images or pretend to be. */
export const multipartGarbage: fc.Arbitrary<MultipartBody> = fc
  .record({
    boundary: fc.oneof(
      fc.constant('wf-boundary-1234'),
      fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 70 }),
    ),
    framing: fc.constantFrom(
      'correct',
      'no-boundary-param',
      'wrong-boundary',
      'truncated',
      'no-closing',
      'lf-only',
      'bytes-only',
    ),
    parts: fc.array(part, { minLength: 0, maxLength: 3 }),
    cut: fc.nat(),
    junk: fc.uint8Array({ maxLength: 512 }),
  })
  .map(({ boundary, framing, parts, cut, junk }) => {
    const newline = framing === 'lf-only' ? '\n' : '\r\n';
    const chunks: Uint8Array[] = [];
    const text = (value: string) => chunks.push(new TextEncoder().encode(value));
    for (const item of parts) {
      text(`--${boundary}${newline}`);
      const filename = item.filename === undefined ? '' : `; filename="${item.filename}"`;
      text(`Content-Disposition: form-data; name="${item.name}"${filename}${newline}`);
      if (item.type !== undefined) text(`Content-Type: ${item.type}${newline}`);
      text(newline);
      chunks.push(item.bytes);
      text(newline);
    }
    if (framing !== 'no-closing') text(`--${boundary}--${newline}`);
    let body = Uint8Array.from(chunks.flatMap((chunk) => [...chunk]));
    if (framing === 'truncated') body = body.slice(0, cut % (body.length + 1));
    if (framing === 'bytes-only') body = junk;
    const declared =
      framing === 'no-boundary-param'
        ? 'multipart/form-data'
        : framing === 'wrong-boundary'
          ? 'multipart/form-data; boundary=not-the-one'
          : `multipart/form-data; boundary=${boundary}`;
    const description = `${framing} boundary=${JSON.stringify(boundary)} parts=${JSON.stringify(
      parts.map((item) => ({
        name: item.name,
        filename: item.filename?.slice(0, 40),
        type: item.type,
        bytes: item.bytes.length,
      })),
    )}`;
    return { contentType: declared, body, description };
  });

/** Who sends: mostly a signed-in member by bearer token (so that member routes reach validation). */
export const identity: fc.Arbitrary<Identity> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('bearer' as const),
      who: fc.constantFrom('owner' as const, 'joiner' as const, 'admin' as const),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'anonymous' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('cookie' as const),
      who: fc.constantFrom('owner' as const, 'joiner' as const, 'admin' as const),
      xsrf: fc.constantFrom('matching' as const, 'missing' as const, 'wrong' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('junk-authorization' as const), value: junkAuthorization }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('junk-cookie' as const), value: junkCookie }) },
);

/** Which app is named: mostly the World Family app by its test key. */
export const credentials: fc.Arbitrary<Credentials> = fc.oneof(
  { weight: 12, arbitrary: fc.constant({ kind: 'test-key' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'live-key' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  {
    weight: 2,
    arbitrary: fc.record(
      {
        kind: fc.constant('custom' as const),
        appId: fc.oneof(
          headerText,
          fc.constantFrom('app_world-family-7q2m9c4x', 'APP_WORLD-FAMILY-7Q2M9C4X', ' ', '__proto__'),
        ),
        apiKey: fc.oneof(headerText, fc.constantFrom('pk_sb_world-family-3c6f8a1d9e2b', 'pk_sb_', ' ')),
      },
      { requiredKeys: ['kind'] },
    ),
  },
);

/** Odd values of the headers a proxy or a browser adds. */
export const oddHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'X-Forwarded-For': fc.oneof(
      fc.ipV4(),
      fc.ipV6(),
      headerText,
      fc.constantFrom(',', ', , ,', 'unknown', '::1'),
    ),
    'X-Forwarded-Proto': fc.oneof(fc.constantFrom('https', 'http', 'javascript', ''), headerText),
    'X-Forwarded-Host': fc.oneof(fc.constantFrom('evil.example', 'localhost:4321', ''), headerText),
    Origin: fc.oneof(
      fc.constantFrom('null', 'http://localhost:4321', 'https://evil.example', 'file://', ''),
      headerText,
    ),
    'X-Request-Id': headerText,
    Accept: fc.oneof(fc.constantFrom('text/html', '*/*', 'application/json;q=0'), headerText),
    'Accept-Encoding': fc.constantFrom('gzip', 'br', 'identity;q=0', '*'),
    'Content-Encoding': fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'junk'),
    'Content-Length': fc.constantFrom('0', '1', '-1', '99999999999', 'abc'),
  },
  { requiredKeys: [] },
);

/** Ids and tokens of the seeded app and the fixtures, so that valid-shaped bodies go past validation. */
export interface FieldContext {
  planIds: readonly string[];
  priceIds: readonly string[];
  providers: readonly string[];
  customFieldKeys: readonly string[];
  emails: readonly string[];
  passwords: readonly string[];
  teamIds: readonly string[];
  memberIds: readonly string[];
  inviteTokens: readonly string[];
  contentIds: readonly string[];
}

/** A known value most of the time, any other acceptable one sometimes. */
function knownOr<T>(known: readonly T[], other: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return known.length === 0
    ? other
    : fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: other });
}

/** Valid values of the contract's fields, by field name. */
export function fieldValues(context: FieldContext): FieldValues {
  const id = fc
    .oneof(fc.string({ minLength: 1, maxLength: 40 }), trickyString)
    .filter((s) => s.trim().length > 0);
  const email = fc
    .tuple(
      fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,15}$/),
      fc.constantFrom('example.com', 'example.org', 'EXAMPLE.NET'),
    )
    .map(([local, domain]) => `${local}@${domain}`);
  const password = fc.oneof(
    fc.string({ minLength: 8, maxLength: 40 }),
    fc.string({ unit: 'binary', minLength: 8, maxLength: 40 }),
  );
  const code = fc.stringMatching(/^\d{6}$/);
  const json = fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 });
  const text = fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim().length > 0);
  return {
    email: knownOr(context.emails, email),
    password: knownOr(context.passwords, password),
    oldPassword: knownOr(context.passwords, password),
    newPassword: password,
    passwordlessToken: code,
    token: code,
    customFields: fc.dictionary(
      knownOr(context.customFieldKeys, fc.string({ minLength: 1, maxLength: 20 })),
      fc.oneof(fc.string({ maxLength: 40 }), trickyString),
      { maxKeys: 4 },
    ),
    metaData: json,
    rewardfulData: json,
    json,
    metadataForCheckout: json,
    configuration: json,
    options: fc.record({ includeContentGroups: fc.boolean() }, { requiredKeys: [] }),
    plans: fc.array(fc.record({ planId: knownOr(context.planIds, id) }), { maxLength: 3 }),
    planId: knownOr(context.planIds, id),
    priceId: knownOr(context.priceIds, id),
    priceIds: fc.array(knownOr(context.priceIds, id), { maxLength: 3 }),
    provider: knownOr(context.providers, id),
    teamId: knownOr(context.teamIds, id),
    memberId: knownOr(context.memberIds, id),
    inviteToken: knownOr(context.inviteTokens, id),
    captchaToken: id,
    contentId: knownOr(context.contentIds, id),
    origin_domain: fc.constantFrom('http://localhost:4321', 'https://evil.example', '', 'null'),
    firstName: text,
    lastName: text,
    subject: text,
    message: text,
    // World Family's backend: a new video and a pass request.
    title: fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,40}$/),
    description: text,
    vimeoId: fc.stringMatching(/^\d{1,12}$/),
    thumbnail: fc.constantFrom('https://i.vimeocdn.com/video/1.jpg', '/images/video-placeholder.svg'),
    duration: fc.constantFrom('24:15', '1:02:03', '0:59'),
    category: fc.constantFrom(...VIDEO_CATEGORIES),
    isLocked: fc.boolean(),
    isFeatured: fc.boolean(),
    externalId: knownOr(context.memberIds, id),
    // Comments (docs/comments.md): values their enums and numbers accept, which no guess finds.
    channelKey: fc.stringMatching(/^[a-z0-9-]{1,20}$/),
    content: text,
    vote: fc.constantFrom('UP', 'DOWN', 'NONE'),
    action: fc.constantFrom('NONE', 'THREADS_ONLY', 'restore', 'hide'),
    status: fc.constantFrom('hidden', 'published'),
    accessRule: fc.constantFrom('members', 'verified', 'plans'),
    minutes: fc.integer({ min: 0, max: 600 }),
    t: fc.integer({ min: 0, max: 86_400 }),
  };
}
