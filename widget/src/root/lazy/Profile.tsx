import { ProfileContainer, type ProfileContainerProps } from '../../profile/index.ts';
import profileStyles from '../../profile/styles.css?inline';
import { pxFromRem } from '../css.ts';

const css = pxFromRem(profileStyles);

/** The profile modal with its styles, which live in this chunk rather than the first one. */
export default function Profile(props: ProfileContainerProps) {
  return (
    <>
      <style>{css}</style>
      <ProfileContainer {...props} />
    </>
  );
}
