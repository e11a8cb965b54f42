import { zodResolver } from '@hookform/resolvers/zod';
import {
  type EditVideo,
  editVideoSchema,
  NEW_VIDEO_DEFAULTS,
  type NewVideo,
  newVideoSchema,
  VIDEO_CATEGORIES,
  type VideoCategory,
} from '@wf/config/site-api';
import { Button, Card, CardDescription, Input, Select, Switch, Textarea } from '@wf/ui';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { PublishProgress } from './PublishProgress.tsx';
import type { PublishState, VideoField } from './usePublishVideo.ts';
import './AdminVideoForm.css';

/** The form's values while typing: the category starts unchosen. */
export type VideoFormValues = Omit<NewVideo, 'category'> & { category: VideoCategory | '' };

/** docs/product/website.md §3, §9: empty texts, no category, locked on, featured off. */
export const VIDEO_FORM_DEFAULTS: VideoFormValues = {
  title: '',
  description: '',
  vimeoId: '',
  thumbnail: '',
  duration: '',
  category: '',
  ...NEW_VIDEO_DEFAULTS,
};

// The shared schema's input has no '' category; the resolver reports 'Category is required' for it.
const resolver = zodResolver(newVideoSchema) as unknown as Resolver<VideoFormValues, unknown, NewVideo>;
// Editing allows what the file may already hold: a thumbnail that is a site path.
const editResolver = zodResolver(editVideoSchema) as unknown as Resolver<VideoFormValues, unknown, EditVideo>;

/** docs/product/website.md §2: the category dropdown lists the video categories, without 'All'. */
const CATEGORY_OPTIONS = VIDEO_CATEGORIES.map((category) => ({ value: category, label: category }));

export interface AdminVideoFormProps {
  /** The card's title (and the page's h1): 'Add New Video'. */
  heading: string;
  /** A line under the title. */
  intro?: string | undefined;
  /** Where the current add (or edit) is. */
  state: PublishState;
  /** Adds (or saves) a valid video; resolves true once it is live (the form then resets to its defaults). */
  onSubmit: (video: EditVideo) => Promise<boolean>;
  /**
   * Editing a video of the library: the form starts with its values, says 'Save Changes' and
   * offers Cancel. Remount the form (a `key`) to edit another one.
   */
  editing?: { id: string; values: VideoFormValues } | undefined;
  /** Leaves editing without saving. */
  onCancel?: (() => void) | undefined;
}

/**
 * The add-video form of docs/product/website.md §2 with the §5 rules (the shared schema): Title,
 * Description, Vimeo ID, Thumbnail URL, Duration, Category, the two switches and 'Add Video'.
 * Presentational: the add itself is `onSubmit`'s; a failure keeps every value.
 */
export function AdminVideoForm({ heading, intro, state, onSubmit, editing, onCancel }: AdminVideoFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<VideoFormValues, unknown, EditVideo>({
    resolver: editing ? editResolver : resolver,
    defaultValues: editing?.values ?? VIDEO_FORM_DEFAULTS,
    shouldFocusError: true,
  });

  // Editing starts in the title, so the keyboard is where the change begins.
  useEffect(() => {
    if (editing) setFocus('title');
  }, [editing, setFocus]);

  // Problems the service found go under their fields, as the form's own do.
  const { fieldErrors } = state;
  useEffect(() => {
    if (!fieldErrors) return;
    const entries = Object.entries(fieldErrors) as [VideoField, string][];
    entries.forEach(([field, message], index) => {
      setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
    });
  }, [fieldErrors, setError]);

  const submit = handleSubmit(async (video) => {
    if (await onSubmit(video)) reset(VIDEO_FORM_DEFAULTS);
  });

  const busy = isSubmitting || state.phase === 'saving' || state.phase === 'publishing';
  return (
    <Card
      as="section"
      elevated
      padding="md"
      className="wf-admin-video"
      aria-labelledby="wf-admin-video-title"
      data-state={state.phase}
    >
      <header className="wf-admin-video__header">
        <h1 id="wf-admin-video-title" className="wf-admin-video__title">
          {heading}
        </h1>
        {intro ? <CardDescription>{intro}</CardDescription> : null}
      </header>
      <form
        className="wf-admin-video__form"
        noValidate
        onSubmit={submit}
        aria-busy={busy || undefined}
        aria-label={editing ? heading : undefined}
      >
        <Input
          label="Title"
          required
          autoComplete="off"
          error={errors.title?.message}
          {...register('title')}
          className="wf-admin-video__wide"
        />
        <Textarea
          label="Description"
          required
          rows={4}
          error={errors.description?.message}
          className="wf-admin-video__wide"
          {...register('description')}
        />
        <Input
          label="Vimeo ID"
          required
          inputMode="numeric"
          autoComplete="off"
          placeholder="123456789"
          error={errors.vimeoId?.message}
          {...register('vimeoId')}
        />
        <Input
          label="Thumbnail URL"
          required
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          error={errors.thumbnail?.message}
          {...register('thumbnail')}
        />
        <Input
          label="Duration"
          required
          autoComplete="off"
          placeholder="24:15"
          error={errors.duration?.message}
          {...register('duration')}
        />
        <Select
          label="Category"
          required
          placeholder="Select a category"
          options={CATEGORY_OPTIONS}
          error={errors.category?.message}
          {...register('category')}
        />
        <div className="wf-admin-video__switches wf-admin-video__wide">
          <Switch
            label="Locked Content"
            description="Require membership to view this video"
            {...register('isLocked')}
          />
          <Switch
            label="Featured Video"
            description="Display this video in the featured section"
            {...register('isFeatured')}
          />
        </div>

        <div className="wf-admin-video__footer wf-admin-video__wide">
          <PublishProgress state={state} />
          {state.phase === 'failed' && state.error ? (
            <div role="alert" className="wf-admin-video__error">
              <p className="wf-admin-video__error-title">{state.error.title}</p>
              <p className="wf-admin-video__error-text">{state.error.message}</p>
            </div>
          ) : null}
          <div className="wf-admin-video__actions">
            {editing && onCancel ? (
              <Button type="button" variant="secondary" size="lg" onClick={onCancel} disabled={busy}>
                Cancel
              </Button>
            ) : null}
            <Button type="submit" size="lg" loading={busy}>
              {editing ? 'Save Changes' : 'Add Video'}
            </Button>
          </div>
        </div>
      </form>
    </Card>
  );
}
