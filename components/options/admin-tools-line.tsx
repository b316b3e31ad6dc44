import { t } from '../../lib/shared/i18n';
import type { AdminAccessController } from '../../lib/ui/hooks/use-admin-access';
import { NoticeBanner } from '../ui/notice-banner';

/** The day of a refusal, in the browser's own language ("27 November 2026"). */
const dayOf = (at: number) => new Date(at).toLocaleDateString(undefined, { dateStyle: 'long' });

/**
 * The connection's line on the administrators' tools: shown while the worker remembers the
 * service's refusal of "People to invite" (the popup then hides its Invite tab and does not ask
 * again that day), with "Check again", the person's way to be asked before then; and what the
 * last check came to.
 */
export function AdminToolsLine({ admin }: { admin: AdminAccessController }) {
  const { access, checking, outcome } = admin;
  const refusedAt = access?.refusedAt;
  if (refusedAt === undefined && !outcome) return null;
  return (
    <section class="wk-admin-tools" aria-labelledby="admin-tools-heading">
      <h3 id="admin-tools-heading">{t('adminToolsHeading')}</h3>
      {refusedAt !== undefined && (
        <div class="wk-actions">
          <p>{t('adminToolsRefused', dayOf(refusedAt))}</p>
          <button type="button" class="wk-button" disabled={checking} onClick={admin.check}>
            {checking ? t('adminToolsChecking') : t('adminToolsCheck')}
          </button>
        </div>
      )}
      {outcome && <NoticeBanner notice={outcome} />}
    </section>
  );
}
