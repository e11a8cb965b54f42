import { Button, Card } from '@wf/ui';

export interface PlanListItem {
  key: string;
  name: string;
  /** The card's button: 'Leave Team' or 'Remove'. */
  action: string;
  /** No action can be taken (the plan cannot be told apart). */
  disabled?: boolean;
  onAction: () => void;
}

/** A titled list of plan cards, each with its name and one button. */
export function PlanList({ title, items, busy }: { title: string; items: PlanListItem[]; busy?: boolean }) {
  if (items.length === 0) return null;
  return (
    <div className="wf-profile-pane__section">
      <h4 className="wf-profile-pane__section-title">{title}</h4>
      <ul className="wf-profile-plans__list">
        {items.map((item) => (
          <Card as="li" padding="sm" key={item.key} className="wf-profile-plans__card">
            <span className="wf-profile-plans__name">{item.name}</span>
            <Button
              variant="secondary"
              size="sm"
              disabled={busy || item.disabled}
              aria-label={`${item.action}: ${item.name}`}
              onClick={item.onAction}
            >
              {item.action}
            </Button>
          </Card>
        ))}
      </ul>
    </div>
  );
}
