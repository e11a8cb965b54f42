/**
 * S3_URL: where uploaded images go when they are kept in an S3-compatible bucket rather than in
 * the database (docs/architecture.md "Many instances"). One URL names the endpoint, the bucket,
 * an optional key prefix, the credentials and the region:
 *
 *   https://ACCESS_KEY_ID:SECRET@s3.eu-central-1.amazonaws.com/bucket[/prefix][?region=eu-central-1]
 *
 * Requests are path-style (`{endpoint}/{bucket}/{key}`), which Amazon S3, Cloudflare R2, MinIO,
 * Backblaze B2, Wasabi and Ceph all answer. The secret is percent-encoded where it holds `/`, `+`
 * or `@`. The region comes from `?region=`, else from an Amazon host name
 * (`s3.{region}.amazonaws.com`), else us-east-1 (which R2 and MinIO accept).
 */

/** A bucket and how to reach it. */
export interface S3Location {
  /** `{scheme}://{host}[:port]`, no credentials. */
  endpoint: string;
  bucket: string;
  /** Prepended to every key: '' or a path ending in '/'. */
  prefix: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The example every message about S3_URL shows. */
export const S3_URL_EXAMPLE = 'https://ACCESS_KEY_ID:SECRET@s3.eu-central-1.amazonaws.com/my-bucket';

/** Bucket names as S3 allows them (3 to 63 of lower-case letters, digits, '.', '-'). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/** A key prefix: path segments of letters, digits, '-', '_', '.'. */
const PREFIX_SEGMENT = /^[A-Za-z0-9._-]+$/;
/** An Amazon S3 regional endpoint host, whose region it names. */
const AMAZON_HOST = /^s3[.-]([a-z0-9-]+)\.amazonaws\.com$/;
const DEFAULT_REGION = 'us-east-1';

/** Reads S3_URL; answers the location, or a sentence saying what is wrong with it. */
export function parseS3Url(raw: string): { ok: true; location: S3Location } | { ok: false; problem: string } {
  const fail = (what: string) => ({ ok: false as const, problem: `S3_URL ${what}, like ${S3_URL_EXAMPLE}` });
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return fail('must be a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return fail(`must be an http or https URL (got ${url.protocol})`);
  if (!url.username || !url.password) {
    return fail(
      "must carry the access key id and secret as its user and password (percent-encode '/', '+' and '@' in the secret)",
    );
  }
  const [bucket = '', ...prefixSegments] = url.pathname.split('/').filter(Boolean);
  if (!BUCKET.test(bucket))
    return fail('must name the bucket as its path (lower-case letters, digits, dots and hyphens)');
  if (!prefixSegments.every((segment) => PREFIX_SEGMENT.test(segment))) {
    return fail("may add a key prefix after the bucket only of letters, digits, '.', '-' and '_'");
  }
  const unknown = [...url.searchParams.keys()].filter((name) => name !== 'region');
  if (unknown.length > 0 || url.hash)
    return fail(`takes no query but ?region= (got ${unknown.join(', ') || url.hash})`);
  const region = url.searchParams.get('region') ?? AMAZON_HOST.exec(url.hostname)?.[1] ?? DEFAULT_REGION;
  if (!/^[a-z0-9-]+$/.test(region))
    return fail(`names a region of letters, digits and '-' (got "${region}")`);
  let accessKeyId: string;
  let secretAccessKey: string;
  try {
    accessKeyId = decodeURIComponent(url.username);
    secretAccessKey = decodeURIComponent(url.password);
  } catch {
    return fail('has a user or password that is not valid percent-encoding');
  }
  return {
    ok: true,
    location: {
      endpoint: url.origin,
      bucket,
      prefix: prefixSegments.length > 0 ? `${prefixSegments.join('/')}/` : '',
      region,
      accessKeyId,
      secretAccessKey,
    },
  };
}

/** The URL of the object `key` in the bucket (path-style). */
export function objectUrl(location: S3Location, key: string): string {
  const path = `${location.prefix}${key}`.split('/').map(encodeURIComponent).join('/');
  return `${location.endpoint}/${location.bucket}/${path}`;
}

/** Where S3_URL points, for logs and messages: never its credentials. */
export function describeLocation(location: S3Location): string {
  return `${location.endpoint}/${location.bucket}/${location.prefix}`;
}
