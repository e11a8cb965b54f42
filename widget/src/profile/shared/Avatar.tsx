import { cx } from '@wf/ui';

export interface AvatarProps {
  /** The image's address, or null for the initial. */
  image: string | null;
  /** The e-mail whose first letter stands in for a missing image. */
  email: string;
  /** The image's text alternative ('' when the e-mail is written next to it). */
  alt: string;
  size?: 'sm' | 'lg';
}

/** docs/product/widget.md §2: a member's image, or the first letter of their e-mail. */
export function Avatar({ image, email, alt, size = 'sm' }: AvatarProps) {
  const className = cx('wf-profile-avatar', `wf-profile-avatar--${size}`);
  if (image) return <img className={className} src={image} alt={alt} />;
  const initial = <span aria-hidden="true">{email.trim().charAt(0).toUpperCase() || '?'}</span>;
  if (!alt) return <span className={className}>{initial}</span>;
  return (
    <span className={className} role="img" aria-label={alt}>
      {initial}
    </span>
  );
}
