import { usePeopleToInvite } from '../../lib/ui/hooks/use-people-to-invite';
import type { ReadState } from '../../lib/ui/hooks/use-read';
import { InviteView } from './invite-view';

interface InviteScreenProps {
  /** The popup's unfiltered read, which decided that the tab is offered. */
  all: ReadState<'peopleToInvite'>;
  onReconnect: () => void;
}

/**
 * The Invite tab: its filters and copy action live here, loaded with the tab when it is first
 * opened, not in the popup's first frame.
 */
export function InviteScreen({ all, onReconnect }: InviteScreenProps) {
  return <InviteView invite={usePeopleToInvite(all)} onReconnect={onReconnect} />;
}
