/** `data-ms-action="profile-image"` (docs/product/data-attributes.md §7): a new profile image from a file picker. */
import { IMAGE_MAX_BYTES } from '@wf/sdk/constants';
import type { AttributeContext } from '../context.ts';
import { showMessage, withLoader } from '../feedback.ts';
import { text } from './run.ts';

/** The file the person picks, or null when they cancel. */
function pickImage(): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = 'image/*';
    input.addEventListener('change', () => resolve(input.files?.[0] ?? null), { once: true });
    input.addEventListener('cancel', () => resolve(null), { once: true });
    input.click();
  });
}

/** Picks an image, refuses what is not one or is too large, uploads it and says so. */
export async function changeProfileImage(context: AttributeContext): Promise<void> {
  const words = text(context);
  const file = await pickImage();
  if (!file) return;
  if (!file.type.startsWith('image/')) return showMessage('error', words.t('attributes_not_an_image'));
  if (file.size > IMAGE_MAX_BYTES) return showMessage('error', words.t('attributes_image_too_large'));
  await withLoader(async () => {
    await context.widget.updateMemberProfileImage({ profileImage: file });
    await context.widget.getCurrentMember();
  });
  showMessage('success', words.t('attributes_image_saved'));
}
