/**
 * An answer given before its request's body was read waits for that body, bounded, before it
 * goes (docs/architecture.md "When the database is down").
 *
 * A member uploading an image while the database is down or out of space gets 503 or 507 before
 * a byte of the image is read: the check of their session fails first. The HTTP server then
 * reads what is still coming for half a second only, and closes the connection. A client still
 * sending (a photo over a phone's connection) sees the connection closed instead of the answer,
 * the service's sentence and its Retry-After, and a browser reports a network error. So for these
 * answers, whose clients did nothing wrong and should try again, the rest of the body is read
 * and dropped first, up to the largest body any route takes and for at most a few seconds.
 * Other refusals (401, 413, 429) go at once: reading a stranger's body is what they refuse.
 */

/** The most read and dropped: the largest body limit of any route (the profile image's) is under it. */
export const UNREAD_BODY_MAX_BYTES = 16 * 1024 * 1024;
/** The longest wait for it. */
export const UNREAD_BODY_MAX_MS = 10_000;

/** Statuses whose answer waits for the unread body: the database down (503), out of space (507). */
const WAITING_STATUSES = new Set([503, 507]);

/** Reads and drops what is left of `request`'s body, within the bounds; never throws. */
export async function discardUnreadBody(
  request: Request,
  { maxBytes = UNREAD_BODY_MAX_BYTES, maxMs = UNREAD_BODY_MAX_MS } = {},
): Promise<void> {
  if (!request.body || request.bodyUsed) return;
  let reader: ReadableStreamDefaultReader<Uint8Array>;
  try {
    reader = request.body.getReader();
  } catch {
    // Locked: something is reading it already.
    return;
  }
  const timer = setTimeout(() => void reader.cancel().catch(() => undefined), maxMs);
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
      if (read > maxBytes) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away, the wait ran out, or the body was over a route's limit: answer now.
  } finally {
    clearTimeout(timer);
  }
}

/** `response`, once the body it was given before reading has been read when its status calls for it. */
export async function afterUnreadBody(request: Request, response: Response): Promise<Response> {
  if (WAITING_STATUSES.has(response.status)) await discardUnreadBody(request);
  return response;
}
