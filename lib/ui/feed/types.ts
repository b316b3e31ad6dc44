import type { CalendarEvent } from '../../shared/contract';
import type { Loading } from '../loading';

/** An expanded event's details: the event as `getevents` (annotated) answered it. */
export type EventDetailsState = Loading<CalendarEvent>;
