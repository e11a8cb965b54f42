import { Spinner } from '@wf/ui';

/** docs/product/widget.md §2: the loading overlay over the content while a profile action runs. */
export function BusyOverlay({ label }: { label: string }) {
  return (
    <div className="wf-profile__busy" data-testid="profile-busy">
      <Spinner size="lg" label={label} />
    </div>
  );
}
