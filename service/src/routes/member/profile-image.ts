/**
 * POST /member/profile-image (docs/product/widget.md §5, §7): a multipart upload in the field
 * profileImage; DELETE /member/profile-image removes it (the stored image too). The file is judged by its bytes, never by its name or declared type; over
 * IMAGE_MAX_BYTES it is refused, by its declared size and by the bytes that arrived. The new
 * image replaces the old one, whose file is deleted.
 */
import {
  type DeleteProfileImageResponse,
  ERROR_CODES,
  IMAGE_MAX_BYTES,
  PROFILE_IMAGE_FIELD,
  type ProfileImageResponse,
} from '@wf/sdk/contract';
import type { Deps } from '../../http/context.ts';
import { ApiError, invalidRequest } from '../../http/errors.ts';
import {
  clearProfileImage,
  PROFILE_IMAGE_REMOVED_MESSAGE,
  PROFILE_IMAGE_UPDATED_MESSAGE,
  replaceProfileImage,
} from '../../members/profile.ts';
import { imageTooLarge, removeProfileImage, storeProfileImage } from '../../members/profile-image.ts';
import type { ApiHandlers } from '../api-handlers.ts';

/** Shown when the form carries no file in the profileImage field. */
export const NO_IMAGE_MESSAGE = `Please choose an image to upload (form field ${PROFILE_IMAGE_FIELD}).`;

const MULTIPART = /^multipart\/form-data\b/i;

export function profileImageHandlers(
  deps: Pick<Deps, 'database' | 'env' | 'clock' | 'uploads'>,
): Pick<ApiHandlers, 'profileImage' | 'deleteProfileImage'> {
  const { database, env, clock, uploads: store } = deps;
  return {
    profileImage: async (c) => {
      if (!MULTIPART.test(c.req.header('Content-Type') ?? '')) {
        throw new ApiError(
          415,
          ERROR_CODES.unsupportedMediaType,
          `Send the image as multipart/form-data in the field ${PROFILE_IMAGE_FIELD}.`,
        );
      }
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        throw new ApiError(400, ERROR_CODES.validation, 'The request body is not valid multipart form data.');
      }
      const file = form.get(PROFILE_IMAGE_FIELD);
      if (!(file instanceof Blob)) throw invalidRequest(NO_IMAGE_MESSAGE);
      if (file.size > IMAGE_MAX_BYTES) throw imageTooLarge();
      const bytes = new Uint8Array(await file.arrayBuffer());

      const appId = c.var.app.id;
      const url = await storeProfileImage({ store, publicUrl: env.publicUrl, appId, bytes });
      let previous: string | null;
      try {
        ({ previous } = await database.transaction((tx) =>
          replaceProfileImage(tx, { appId, memberId: c.var.member.id, url, now: clock() }),
        ));
      } catch (error) {
        await removeProfileImage({ store, dataDir: env.dataDir, appId, url });
        throw error;
      }
      if (previous && previous !== url) {
        const removed = await removeProfileImage({
          store,
          dataDir: env.dataDir,
          appId,
          url: previous,
        });
        if (!removed) c.var.logger.debug({ previous }, 'previous profile image left in place');
      }
      const body: ProfileImageResponse = {
        data: { profileImage: url },
        message: PROFILE_IMAGE_UPDATED_MESSAGE,
      };
      return body;
    },

    deleteProfileImage: async (c) => {
      const appId = c.var.app.id;
      const { previous } = await database.transaction((tx) =>
        clearProfileImage(tx, { appId, memberId: c.var.member.id, now: clock() }),
      );
      // After the commit: a failed update leaves the image in place, file and all.
      const removed = await removeProfileImage({
        store,
        dataDir: env.dataDir,
        appId,
        url: previous,
      });
      if (previous && !removed) c.var.logger.debug({ previous }, 'removed profile image had no file here');
      const body: DeleteProfileImageResponse = {
        data: { profileImage: null },
        message: PROFILE_IMAGE_REMOVED_MESSAGE,
      };
      return body;
    },
  };
}
