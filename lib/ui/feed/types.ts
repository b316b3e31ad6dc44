import type { CalendarEvent } from '../../shared/contract';
import type { ApiError } from '../../shared/errors/api-error';

/** What the popup knows about an expanded event's details. */
export interface EventDetailsState {
  /** The event as `getevents` (annotated) answered it. */
  event?: CalendarEvent;
  /** True until the service has answered. */
  loading: boolean;
  /** Why the details could not be read, in words. */
  error?: ApiError;
}
