import { render } from 'preact';
import { PopupView } from '../../components/popup/popup-view';
import type { FirstScreen } from '../../lib/shared/storage/first-screen';
import type { FrameMaker } from '../../lib/ui/first-screen-mirror';
import { frameTag } from '../../lib/ui/kept-frame';

/** Results that fill the popup's first frame (as PopupScreen's FIRST_FRAME_RESULTS). */
export const FIRST_FRAME_RESULTS = 5;

const nothing = () => {};

/**
 * How the first frame of a kept first screen is drawn, and kept for the next opening of the same
 * kind of page (the toolbar popup, or the popup in a tab of its own; `ownPage`): PopupView as
 * PopupScreen's first render draws it from that screen (its first results, the connection and
 * the page's status still on their way, no Invite tab), rendered by Preact into an element of
 * no document and serialised by the browser, so the service's text is escaped in it. Tagged
 * with the kind of page and this build (frameTag, lib/ui/kept-frame.ts), shown by the next
 * opening's boot script, and rendered over by that opening's app, which finds its own drawing.
 */
export function frameMaker(ownPage: boolean): FrameMaker {
  return {
    tag: frameTag(ownPage),
    html(screen: FirstScreen) {
      const root = document.createElement('div');
      const feed = screen.feed;
      render(
        <PopupView
          feedLimit={FIRST_FRAME_RESULTS}
          connection={{ loading: true }}
          tab="feed"
          onTab={nothing}
          page={
            ownPage ? { loading: false, ownPage, act: nothing } : { loading: true, act: nothing }
          }
          feed={{ value: feed?.value, fetchedAt: feed?.fetchedAt, loading: true, reload: nothing }}
          events={{ details: {}, toggle: nothing, retry: nothing }}
          showInvite={false}
          onOpen={nothing}
          onEditDraft={nothing}
          onOpenOptions={nothing}
        />,
        root,
      );
      const html = root.innerHTML;
      render(null, root);
      return html;
    },
  };
}
