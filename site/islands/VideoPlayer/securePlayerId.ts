/**
 * A locked video's player id for a signed-in member: POST /secure-content with the id
 * `video:{id}` (@wf/config/app videoContentId), answered with `{ content: { vimeoId } }` when
 * the member's plans grant the members' videos.
 */
import { videoContentId } from '@wf/config/app';
import type { SecureContentRequest, SecureContentResponse } from '@wf/sdk/contract';
import { ERROR_CODES, isWfError, WfError } from '@wf/sdk/errors';

/** The part of the widget API used here. */
export interface SecureContentSource {
  getSecureContent(params: SecureContentRequest): Promise<SecureContentResponse>;
}

/** Said when the answer has no usable id, or the failure has no message meant for people. */
export const VIDEO_UNAVAILABLE_MESSAGE = 'This video is not available right now.';

/**
 * Fetches the player id of the locked video `videoId`. Rejects with the service's error (its
 * message is meant for people) or with {@link VIDEO_UNAVAILABLE_MESSAGE}.
 */
export async function securePlayerId(source: SecureContentSource, videoId: string): Promise<string> {
  let content: SecureContentResponse['data']['content'];
  try {
    ({ content } = (await source.getSecureContent({ contentId: videoContentId(videoId) })).data);
  } catch (error) {
    throw isWfError(error)
      ? error
      : new WfError(ERROR_CODES.internal, VIDEO_UNAVAILABLE_MESSAGE, { cause: error });
  }
  const vimeoId =
    typeof content === 'object' && content !== null && !Array.isArray(content) ? content.vimeoId : undefined;
  if (typeof vimeoId !== 'string' || !/^\d+$/.test(vimeoId)) {
    throw new WfError(ERROR_CODES.invalidResponse, VIDEO_UNAVAILABLE_MESSAGE);
  }
  return vimeoId;
}
