import type { FeedEntry } from '../../shared/contract';
import { t } from '../../shared/i18n';

/** A feed entry's counts: people who viewed it, visits, and who acted on it (names, once). */
export function entryCounts(entry: FeedEntry): {
  visitors?: number;
  visits: number;
  actors: string[];
} {
  const activities = entry.activities ?? [];
  return {
    visitors: entry.documentVisitorCount?.count,
    visits: activities.reduce(
      (sum, activity) => sum + (activity.aggregateVisitCount?.count ?? 0),
      0,
    ),
    actors: [
      ...new Set(activities.flatMap((activity) => (activity.actor ? [activity.actor.name] : []))),
    ],
  };
}

/** An event's answers in one sentence (accepted, declined, tentative, none), or '' without any. */
export function attendeeSummary(entry: FeedEntry): string {
  const attendees = entry.event?.attendees;
  if (!attendees) return '';
  const people = attendees.people ?? [];
  const count = (status: string) => people.filter((p) => p.responseStatus === status).length;
  const accepted = attendees.numAccepted ?? count('ACCEPTED');
  const declined = attendees.numDeclined ?? count('DECLINED');
  const tentative = attendees.numTentative ?? count('TENTATIVE');
  const none = attendees.numNoResponse ?? count('NO_RESPONSE');
  if (!accepted && !declined && !tentative && !none) return '';
  return t('popupEventAttendeeSummary', [accepted, declined, tentative, none]);
}

/** A conference provider's name as people know it (ZOOM: Zoom, HANGOUTS: Meet). */
export function providerName(provider: string): string {
  if (provider === 'ZOOM') return 'Zoom';
  if (provider === 'HANGOUTS') return 'Meet';
  return provider.charAt(0) + provider.slice(1).toLowerCase();
}
