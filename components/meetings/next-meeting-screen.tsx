import { useEffect, useState } from 'preact/hooks';
import { toApiError } from '../../lib/shared/errors/api-error';
import { t } from '../../lib/shared/i18n';
import { type Meeting, meetingsOf, nextMeeting } from '../../lib/shared/meetings';
import { followFirstScreenFeed, readFirstScreen } from '../../lib/shared/storage/first-screen';
import { meetingFocus } from '../../lib/shared/storage/meeting-focus';
import {
  type HiddenEntry,
  meetingHidden,
  withHidden,
} from '../../lib/shared/storage/meeting-hidden';
import { meetingMaterial } from '../../lib/ui/meetings/material';
import { openTab } from '../../lib/ui/open-tab';
import { NextMeetingView } from './next-meeting-view';

/** How often the time until the meeting is drawn again while the page is open. */
const TICK_MS = 15_000;

/**
 * The "Next meeting" card: drawn from the feed the popup already keeps (`cache:first-screen`,
 * written by the worker from the feed it read), followed while open. It sends no request.
 */
export function NextMeetingScreen({ scope }: { scope: string | null }) {
  const [meetings, setMeetings] = useState<Meeting[]>([]);
  const [hidden, setHidden] = useState<HiddenEntry[]>([]);
  const [focus, setFocus] = useState<string>();
  const [now, setNow] = useState(Date.now());
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    const feed = (results: Parameters<typeof meetingsOf>[0]) => setMeetings(meetingsOf(results));
    void readFirstScreen().then((screen) => {
      // Only the connection the page's address names (a copy of another is never drawn).
      if (screen && (!scope || screen.scope === scope)) feed(screen.feed?.value.results);
    });
    void meetingHidden.get().then(setHidden);
    void meetingFocus.get().then((asked) => setFocus(asked?.id));
    const stops = [
      followFirstScreenFeed((entry) => feed(entry.value.results)),
      meetingHidden.watch(setHidden),
      meetingFocus.watch((asked) => setFocus(asked?.id)),
    ];
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => {
      for (const stop of stops) stop();
      clearInterval(timer);
    };
  }, [scope]);
  const meeting = nextMeeting(meetings, now, focus);
  if (!meeting) return null;
  const hiddenHere = new Set(hidden.find((entry) => entry.meeting === meeting.id)?.documents);
  const { items, hiddenCount } = meetingMaterial(meeting.event, hiddenHere);
  // Stored before it shows: what the card leaves out is what is kept.
  const store = (next: HiddenEntry[]) => {
    setProblem(undefined);
    meetingHidden.set(next).then(
      () => setHidden(next),
      (error: unknown) => setProblem(t('meetingHideFailed', toApiError(error).message)),
    );
  };
  return (
    <NextMeetingView
      meeting={meeting}
      material={items}
      hiddenCount={hiddenCount}
      now={now}
      problem={problem}
      onOpen={openTab}
      onHide={(key) => store(withHidden(hidden, meeting.id, key, true))}
      onShowHidden={() => store(hidden.filter((entry) => entry.meeting !== meeting.id))}
    />
  );
}
