/**
 * The console's Content and community screen (docs/console.md "Content and community"): the mail
 * outbox with each mail's delivery and 'Retry now', the comments' reports queue, the blocked
 * words and the named moderators. Each section loads on its own, so one failure leaves the others.
 */
import type { ConsoleCommunityApi } from '../../lib/api/console-community.ts';
import './AdminCommunity.css';
import { BlockedWordsSection } from './BlockedWordsSection.tsx';
import { MailSection } from './MailSection.tsx';
import { ModeratorsSection } from './ModeratorsSection.tsx';
import { ReportsSection } from './ReportsSection.tsx';

export interface CommunityConsoleProps {
  client: ConsoleCommunityApi;
}

export function CommunityConsole({ client }: CommunityConsoleProps) {
  return (
    <div className="wf-community-console">
      <MailSection client={client} />
      <ReportsSection client={client} />
      <BlockedWordsSection client={client} />
      <ModeratorsSection client={client} />
    </div>
  );
}
