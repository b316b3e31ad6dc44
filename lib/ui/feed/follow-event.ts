import { followRead } from '../cached-read';
import type { EventDetailsState } from './types';

/**
 * Follows one event's details (`getevents` with `annotate: true`, through the background):
 * calls back with each change of its state, the cached details first. Loaded with the first
 * click on "Details", never on opening. Returns the stop function.
 */
export function followEvent(
  eventId: string,
  onChange: (change: Partial<EventDetailsState>) => void,
): () => void {
  return followRead(
    { kind: 'events', ids: [eventId] },
    (entry, source) => {
      const event =
        entry.value.events?.find((result) => result.primaryEntry.event?.id === eventId)
          ?.primaryEntry.event ?? entry.value.events?.[0]?.primaryEntry.event;
      onChange({ value: event, loading: source === 'cache' });
    },
    (error) => onChange({ error, loading: false }),
  );
}
