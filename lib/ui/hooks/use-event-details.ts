import { useEffect, useRef, useState } from 'preact/hooks';
import type { EventDetailsState } from '../feed/types';

/** Expanded events' details, by event id, and the way to expand, collapse or retry one. */
export interface EventDetailsController {
  details: Record<string, EventDetailsState>;
  toggle(eventId: string): void;
  retry(eventId: string): void;
}

/**
 * Reads an event's details (`getevents` with `annotate: true`, through the background) when it
 * is expanded; a collapsed event stops following its read.
 */
export function useEventDetails(): EventDetailsController {
  const [details, setDetails] = useState<Record<string, EventDetailsState>>({});
  const stops = useRef(new Map<string, () => void>());
  useEffect(
    () => () => {
      for (const stop of stops.current.values()) stop();
    },
    [],
  );
  const update = (eventId: string, change: Partial<EventDetailsState>) =>
    setDetails((previous) =>
      previous[eventId]
        ? { ...previous, [eventId]: { ...previous[eventId], ...change } as EventDetailsState }
        : previous,
    );
  const start = (eventId: string) => {
    stops.current.get(eventId)?.();
    setDetails((previous) => ({
      ...previous,
      [eventId]: { ...previous[eventId], loading: true, error: undefined },
    }));
    let stopped = false;
    stops.current.set(eventId, () => {
      stopped = true;
    });
    // Details are asked for by a click, never on opening: their code is loaded then.
    void import('../feed/follow-event').then(({ followEvent }) => {
      if (stopped) return;
      stops.current.set(
        eventId,
        followEvent(eventId, (change) => update(eventId, change)),
      );
    });
  };
  return {
    details,
    toggle(eventId) {
      if (details[eventId]) {
        stops.current.get(eventId)?.();
        stops.current.delete(eventId);
        setDetails(({ [eventId]: _closed, ...rest }) => rest);
      } else {
        start(eventId);
      }
    },
    retry: start,
  };
}
