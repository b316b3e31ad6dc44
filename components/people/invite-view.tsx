import { t } from '../../lib/shared/i18n';
import type { PeopleToInviteController } from '../../lib/ui/hooks/use-people-to-invite';
import { ReadStatus } from '../ui/read-status';
import { PeopleToInvite } from './people-to-invite';

interface InviteViewProps {
  /** The people to invite, filtered as the person chose. */
  invite: PeopleToInviteController;
  onReconnect: () => void;
}

/** The administrators' Invite tab: the people to invite, with the read's state around them. */
export function InviteView({ invite, onReconnect }: InviteViewProps) {
  return (
    <ReadStatus
      read={invite.read}
      loadingLabel={t('popupInviteLoading')}
      onRetry={invite.read.reload}
      onReconnect={onReconnect}
    >
      {(value) => (
        <PeopleToInvite
          suggestions={value.suggestions ?? []}
          categories={invite.categories}
          onToggleCategory={invite.toggleCategory}
          departments={invite.departments}
          department={invite.department}
          onDepartment={invite.setDepartment}
          onCopy={invite.copy}
          copied={invite.copied}
        />
      )}
    </ReadStatus>
  );
}
