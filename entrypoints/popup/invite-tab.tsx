import { PeopleToInvite } from '../../components/people/people-to-invite';
import { ReadStatus } from '../../components/popup/read-status';
import { t } from '../../lib/shared/i18n';
import type { PeopleToInviteController } from '../../lib/ui/hooks/use-people-to-invite';
import { openOptions } from '../../lib/ui/open-options';

/** The administrators' Invite tab (loaded when first opened). */
export function InviteTab({ invite }: { invite: PeopleToInviteController }) {
  return (
    <ReadStatus
      read={invite.read}
      loadingLabel={t('popupInviteLoading')}
      onRetry={invite.read.reload}
      onReconnect={openOptions}
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
