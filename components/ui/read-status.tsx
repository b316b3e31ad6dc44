import type { ComponentChildren } from 'preact';
import { t } from '../../lib/shared/i18n';
import { formatClock } from '../../lib/ui/feed/clock';
import type { TimeFormatOptions } from '../../lib/ui/feed/time';
import { isFirstLoad, type Loading } from '../../lib/ui/loading';
import { NoticeBanner } from '../ui/notice-banner';
import { SkeletonList } from '../ui/skeleton';

interface ReadStatusProps<T> {
  read: Loading<T>;
  /** What is loading, for the skeleton's screen-reader label. */
  loadingLabel: string;
  onRetry: () => void;
  onReconnect: () => void;
  children: (value: T) => ComponentChildren;
  time?: TimeFormatOptions;
}

const OFFLINE_KINDS = new Set(['network', 'timeout', 'server', 'rate-limited']);

/**
 * The last good value at once, a skeleton only when there is none, and a failure worded with
 * the action that fixes it: Reconnect for a refused token, Retry for an unreachable service
 * (saying since when the data shown is from).
 */
export function ReadStatus<T>({
  read,
  loadingLabel,
  onRetry,
  onReconnect,
  children,
  time,
}: ReadStatusProps<T>) {
  const { value, fetchedAt, error } = read;
  let notice: ComponentChildren = null;
  if (error?.kind === 'unauthorized') {
    notice = (
      <NoticeBanner
        notice={{
          tone: 'error',
          message: error.message,
          action: { label: t('popupReconnect'), onClick: onReconnect },
        }}
      />
    );
  } else if (error && OFFLINE_KINDS.has(error.kind) && value !== undefined) {
    notice = (
      <NoticeBanner
        notice={{
          tone: 'warning',
          message: t('popupOfflineSince', [formatClock(fetchedAt ?? 0, time)]),
          action: { label: t('popupRetry'), onClick: onRetry },
        }}
      >
        <br />
        <span class="wk-small">{error.message}</span>
      </NoticeBanner>
    );
  } else if (error) {
    notice = (
      <NoticeBanner
        notice={{
          tone: 'error',
          message: error.message,
          action: { label: t('popupRetry'), onClick: onRetry },
        }}
      />
    );
  }
  return (
    <>
      {notice}
      {value !== undefined ? (
        children(value)
      ) : isFirstLoad(read) ? (
        <SkeletonList label={loadingLabel} />
      ) : null}
    </>
  );
}
