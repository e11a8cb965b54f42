import { DefaultLogo } from './DefaultLogo.tsx';

/**
 * The dialog's title: the app's branded logo (or the default one) before the text. The logo is
 * decorative, so the dialog's name is the text alone (the e-mail, or the view's title).
 */
export function BrandTitle({ logo, text }: { logo: string | null; text: string }) {
  return (
    <span className="wf-profile-brand">
      {logo ? (
        <img className="wf-profile-brand__logo wf-profile-brand__logo--image" src={logo} alt="" />
      ) : (
        <DefaultLogo />
      )}
      <span className="wf-profile-brand__text">{text}</span>
    </span>
  );
}
