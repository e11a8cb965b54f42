import { IMAGE_MAX_BYTES } from '@wf/sdk/constants';

/** Why a chosen file cannot be a profile image, checked before any upload. */
export type ImageProblem = 'not-image' | 'too-large';

/** docs/product/widget.md §5 "Profile image": an image type, at most IMAGE_MAX_BYTES (4,000,000 bytes). */
export function imageProblem(file: Pick<File, 'type' | 'size'>): ImageProblem | undefined {
  if (!file.type.startsWith('image/')) return 'not-image';
  if (file.size > IMAGE_MAX_BYTES) return 'too-large';
  return undefined;
}
