/**
 * Which failures may be shown to people as they are (STYLE: "show users only messages meant for
 * users"): the SDK's WfError carries the service's sentences. Checked by name rather than with
 * isWfError from '@wf/sdk', whose module brings the SDK's schemas (about 18 KB gzip) into every
 * page that shows a failure.
 */
export function isServiceError(error: unknown): error is Error {
  return error instanceof Error && error.name === 'WfError';
}
