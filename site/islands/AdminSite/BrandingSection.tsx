/**
 * The modals' branding: the primary button colour (a colour picker and its '#rrggbb' text, kept
 * together) and the logo, with the login modal previewed as they change, before they are saved.
 */
import { type App, type ConsoleSite, LOGO_MAX_BYTES } from '@wf/sdk/contract';
import { Button, Input } from '@wf/ui';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import type { ConsoleSiteApi } from '../../lib/api/console-site.ts';
import { Section } from '../../lib/console/Section.tsx';
import {
  contrastWithWhite,
  DEFAULT_COLOUR,
  errorText,
  fieldError,
  HEX_COLOUR,
  READABLE_CONTRAST,
} from './format.ts';
import { LoginPreview } from './LoginPreview.tsx';

export interface BrandingSectionProps {
  client: ConsoleSiteApi;
  site: ConsoleSite;
  /** The app as the widget reads it, for the preview; null while it loads or when it failed. */
  app: App | null;
  onSaved(site: ConsoleSite): void;
}

type Saving = { kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; message: string };

/** The default colour as '#rrggbb', for the picker (which takes no other form). */
function hexOf(colour: string | null): string {
  return colour && HEX_COLOUR.test(colour) ? colour.toLowerCase() : DEFAULT_COLOUR;
}

export function BrandingSection({ client, site, app, onSaved }: BrandingSectionProps) {
  const [colour, setColour] = useState(hexOf(site.primaryColor));
  const [saving, setSaving] = useState<Saving>({ kind: 'idle' });
  const [logo, setLogo] = useState<Saving>({ kind: 'idle' });
  const contrastId = useId();
  const valid = HEX_COLOUR.test(colour);
  const contrast = valid ? contrastWithWhite(colour) : undefined;
  const colourError = !valid
    ? "A colour is '#' and six hexadecimal digits, such as '#3a2e7a'."
    : saving.kind === 'error'
      ? saving.message
      : undefined;

  const saveColour = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setSaving({ kind: 'saving' });
    try {
      onSaved(await client.updateSite({ primaryColor: colour }));
      setSaving({ kind: 'saved' });
    } catch (error) {
      setSaving({ kind: 'error', message: fieldError(error, 'primaryColor') ?? errorText(error) });
    }
  };

  const restoreDefault = async () => {
    setSaving({ kind: 'saving' });
    try {
      const saved = await client.updateSite({ primaryColor: null });
      setColour(hexOf(saved.primaryColor));
      onSaved(saved);
      setSaving({ kind: 'saved' });
    } catch (error) {
      setSaving({ kind: 'error', message: errorText(error) });
    }
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    if (file.size > LOGO_MAX_BYTES) {
      setLogo({ kind: 'error', message: 'The logo must be at most 1 MB.' });
      input.value = '';
      return;
    }
    setLogo({ kind: 'saving' });
    try {
      onSaved(await client.uploadLogo(file));
      setLogo({ kind: 'saved' });
    } catch (error) {
      setLogo({ kind: 'error', message: errorText(error) });
    } finally {
      input.value = '';
    }
  };

  const removeLogo = async () => {
    setLogo({ kind: 'saving' });
    try {
      onSaved(await client.removeLogo());
      setLogo({ kind: 'idle' });
    } catch (error) {
      setLogo({ kind: 'error', message: errorText(error) });
    }
  };

  return (
    <Section
      title="Branding"
      description="The login and sign-up modals' primary button and the logo in their header. The preview shows your changes before you save them."
    >
      <div className="wf-site-branding">
        <div className="wf-site-branding__controls">
          <form className="wf-site-form" onSubmit={saveColour} noValidate>
            <div className="wf-site-colour">
              <label className="wf-site-colour__swatch">
                <span className="wf-visually-hidden">Pick the primary button colour</span>
                <input
                  type="color"
                  value={valid ? colour : hexOf(site.primaryColor)}
                  onChange={(event) => {
                    setColour(event.target.value);
                    setSaving({ kind: 'idle' });
                  }}
                />
              </label>
              <Input
                label="Primary button colour"
                hint="Hexadecimal, such as #3a2e7a."
                value={colour}
                spellCheck={false}
                autoComplete="off"
                onChange={(event) => {
                  setColour(event.target.value.trim());
                  setSaving({ kind: 'idle' });
                }}
                error={colourError}
                aria-describedby={contrastId}
              />
            </div>
            <p
              id={contrastId}
              className="wf-site-contrast"
              data-readable={contrast === undefined ? undefined : String(contrast >= READABLE_CONTRAST)}
            >
              {contrast === undefined
                ? ''
                : contrast >= READABLE_CONTRAST
                  ? `White text on this colour reads well (contrast ${contrast.toFixed(1)}:1).`
                  : `White text on this colour is hard to read (contrast ${contrast.toFixed(1)}:1, below 4.5:1): choose a darker colour.`}
            </p>
            <div className="wf-site-actions">
              <Button type="submit" loading={saving.kind === 'saving'} disabled={!valid}>
                Save colour
              </Button>
              <Button
                variant="secondary"
                onClick={restoreDefault}
                disabled={saving.kind === 'saving' || site.primaryColor === null}
              >
                Use the default colour
              </Button>
            </div>
            <p role="status" className="wf-site-status">
              {saving.kind === 'saved' ? 'The colour is saved: the modals use it now.' : ''}
            </p>
          </form>

          <div className="wf-site-logo">
            <h3 className="wf-site-logo__title">Logo</h3>
            {site.logo ? (
              <img className="wf-site-logo__image" src={site.logo} alt={`${site.name}'s logo`} />
            ) : (
              <p className="wf-console-section__description">No logo: the modals show their heading alone.</p>
            )}
            <Input
              type="file"
              label={site.logo ? 'Replace the logo' : 'Upload a logo'}
              hint="PNG, JPEG, GIF or WebP, at most 1 MB (SVG is not taken: it could carry a script)."
              accept="image/png,image/jpeg,image/gif,image/webp"
              onChange={upload}
              disabled={logo.kind === 'saving'}
              error={logo.kind === 'error' ? logo.message : undefined}
            />
            {site.logo ? (
              <Button variant="secondary" size="sm" onClick={removeLogo} disabled={logo.kind === 'saving'}>
                Remove the logo
              </Button>
            ) : null}
            <p role="status" className="wf-site-status">
              {logo.kind === 'saving' ? 'Uploading...' : logo.kind === 'saved' ? 'The logo is saved.' : ''}
            </p>
          </div>
        </div>

        <figure className="wf-site-preview">
          {app ? (
            <LoginPreview
              app={app}
              colour={valid ? colour : hexOf(site.primaryColor)}
              logo={site.logo}
              name={site.name}
            />
          ) : (
            <p className="wf-console-section__description">
              The preview appears once the app's settings are loaded.
            </p>
          )}
          <figcaption className="wf-site-preview__caption">
            Preview: the login modal with the button in {valid ? colour : hexOf(site.primaryColor)}
            {colour !== hexOf(site.primaryColor) && valid ? ' (not saved yet)' : ''}.
          </figcaption>
        </figure>
      </div>
    </Section>
  );
}
