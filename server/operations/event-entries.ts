import type { RequestContext } from '../context';
import { type EventRow, eventResult, eventTimes, findEvent, preparedInFeed } from './events';
import type { Batch, feedFragments } from './feed-fragments';
import { startedMeetings } from './started-meetings';
import { upcomingEventIds } from './upcoming-events';

/**
 * The feed's EVENT results for the caller, soonest first, at most `limit`. Entries name the
 * caller (`self`) and carry related material within the hour before an event and while it
 * runs (the popup's "Next meeting" card reads it from the feed, with no request of its own).
 */
export function eventEntries(
  ctx: RequestContext,
  kept: ReturnType<typeof feedFragments>,
  dayStart: number,
  limit: number,
): Batch {
  const { db, origin, caller } = ctx;
  const ids = withStartedMeetings(ctx, upcomingEventIds(ctx, dayStart, limit), dayStart, limit);
  const rows = ids.map((id) => findEvent(db, id) as EventRow);
  const prepared = rows.map((row) => preparedInFeed(db, row, dayStart, ctx.now));
  const who = `${origin} ${dayStart} ${caller.person.id}`;
  return kept.batch('event', ids, `${who} ${prepared.join(' ')}`, () =>
    rows.map((row, index) =>
      kept.entry('event', `${who} ${prepared[index]} ${row.id}`, () =>
        eventResult(ctx, row, dayStart, prepared[index] === true),
      ),
    ),
  );
}

/**
 * The caller's upcoming ids with the meetings timed from the service's start merged in by
 * start, at most `limit`. The list a kept read handed out is answered as it is when the caller
 * has none of those (everyone but the demo's people), so its kept batch still serves.
 */
function withStartedMeetings(
  ctx: RequestContext,
  ids: string[],
  dayStart: number,
  limit: number,
): string[] {
  const started = startedMeetings(ctx);
  if (!started.length) return ids;
  const dated = ids.map((id) => ({
    id,
    start: eventTimes(ctx.db, findEvent(ctx.db, id) as EventRow, dayStart).start,
  }));
  return [...dated, ...started]
    .sort((a, b) => a.start - b.start)
    .slice(0, limit)
    .map((event) => event.id);
}
