import type { FeedResult } from '../../lib/shared/contract';
import { t } from '../../lib/shared/i18n';
import { groupByCategory } from '../../lib/ui/feed/categories';
import type { TimeFormatOptions } from '../../lib/ui/feed/time';
import type { EventDetailsState } from '../../lib/ui/feed/types';
import { type FeedEntryActions, FeedEntryView } from './feed-entry';

interface FeedViewProps extends FeedEntryActions {
  results: readonly FeedResult[];
  eventDetails: Readonly<Record<string, EventDetailsState>>;
  time?: TimeFormatOptions;
}

/** The feed, grouped under readable category headings; each result with its secondary entries. */
export function FeedView({ results, ...rest }: FeedViewProps) {
  if (results.length === 0) {
    return <p class="wk-empty">{t('popupFeedEmpty')}</p>;
  }
  return (
    <div class="wk-feed">
      {groupByCategory(results).map((group) => {
        const headingId = `feed-${group.category}`;
        return (
          <section key={group.category} class="wk-feed__group" aria-labelledby={headingId}>
            <h2 id={headingId} class="wk-heading">
              {group.label}
            </h2>
            <ul class="wk-list">
              {group.results.map((result, index) => (
                <li key={result.primaryEntry.entryId ?? index} class="wk-list__item">
                  <FeedEntryView entry={result.primaryEntry} {...rest} />
                  {(result.secondaryEntries?.length ?? 0) > 0 && (
                    <ul class="wk-list wk-list--nested" aria-label={t('popupRelatedEntries')}>
                      {result.secondaryEntries?.map((entry, secondaryIndex) => (
                        <li key={entry.entryId ?? secondaryIndex}>
                          <FeedEntryView entry={entry} secondary {...rest} />
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
