import { Button, Card, CardTitle } from '@wf/ui';
import type { ReactNode } from 'react';
import { SITE_PATHS } from '../../lib/routes.ts';
import type { DashboardCopy } from './copy.ts';
import { ArrowIcon, ClockIcon, DownloadIcon, VideoIcon } from './icons.tsx';
import './Dashboard.css';

export interface DashboardViewProps {
  copy: DashboardCopy;
  /** The member's e-mail address, for 'Welcome back, {email}'. */
  email: string;
  /** The wallet pass widget, inside 'Your Digital Membership Pass'. */
  pass: ReactNode;
  /** The membership card, under the welcome. */
  membership?: ReactNode;
}

/**
 * The member dashboard of docs/product/website.md §2: welcome, the membership, the Video Library
 * (a link) and Resources summary cards, Quick Actions, Recent Activity and the digital membership
 * pass.
 */
export function DashboardView({ copy, email, pass, membership }: DashboardViewProps) {
  return (
    <div className="container wf-dashboard" data-state="ready">
      <header className="wf-dashboard__header">
        <h1 className="wf-dashboard__title">{copy.welcome.replace('{email}', email)}</h1>
        <p className="wf-dashboard__intro">{copy.intro}</p>
      </header>

      {membership}

      <div className="wf-dashboard__summary">
        <a className="wf-dashboard__stat wf-dashboard__stat--link" href={SITE_PATHS.videos}>
          <span className="wf-dashboard__stat-icon">
            <VideoIcon />
          </span>
          <div className="wf-dashboard__stat-body">
            <h2 className="wf-dashboard__stat-title">{copy.library.title}</h2>
            <p className="wf-dashboard__stat-text">{copy.library.text}</p>
          </div>
          <ArrowIcon />
        </a>
        <div className="wf-dashboard__stat">
          <span className="wf-dashboard__stat-icon">
            <DownloadIcon />
          </span>
          <div className="wf-dashboard__stat-body">
            <h2 className="wf-dashboard__stat-title">{copy.resources.title}</h2>
            <p className="wf-dashboard__stat-text">{copy.resources.text}</p>
          </div>
        </div>
      </div>

      <div className="wf-dashboard__main">
        <div className="wf-dashboard__side">
          <Card as="section" aria-labelledby="wf-dashboard-actions">
            <CardTitle as="h2" id="wf-dashboard-actions">
              {copy.quickActions.title}
            </CardTitle>
            <div>
              <Button href={SITE_PATHS.videos} icon={<VideoIcon />}>
                {copy.quickActions.browse}
              </Button>
            </div>
          </Card>
          <Card as="section" aria-labelledby="wf-dashboard-activity">
            <CardTitle as="h2" id="wf-dashboard-activity">
              {copy.activity.title}
            </CardTitle>
            <ul className="wf-dashboard__activity">
              {copy.activity.entries.map((entry) => (
                <li key={entry.text} className="wf-dashboard__activity-item">
                  <ClockIcon />
                  <span className="wf-dashboard__activity-text">{entry.text}</span>
                  <span className="wf-dashboard__activity-time">{entry.time}</span>
                </li>
              ))}
            </ul>
          </Card>
        </div>
        <Card as="section" className="wf-dashboard__pass" aria-labelledby="wf-dashboard-pass">
          <CardTitle as="h2" id="wf-dashboard-pass">
            {copy.passTitle}
          </CardTitle>
          {pass}
        </Card>
      </div>
    </div>
  );
}
