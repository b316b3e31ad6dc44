import { useMemo } from 'preact/hooks';
import type { PageStatus } from '../../lib/shared/types/page';
import { useCollectionChoices } from '../../lib/ui/hooks/use-collection-choices';
import { collectActions } from '../../lib/ui/panel/collect-actions';
import { choicesFor } from '../../lib/ui/panel/collection-choices';
import { collectPrefill } from '../../lib/ui/panel/page-prefill';
import type { CollectActions } from '../../lib/ui/panel/panel-actions';
import { CollectView } from './collect-view';
import type { FrameBodyProps } from './frame-body';

interface CollectScreenProps {
  status: PageStatus;
  defaultName: string;
  defaultDescription: string;
  actions: CollectActions;
  /** The tab the view acts on, when drawn in an extension page (the side panel). */
  tabId?: number;
}

/**
 * The panel's collection view with the person's collections: the list is asked for here, when
 * someone is about to choose, never for the page's status.
 */
export function CollectScreen({ status, tabId, ...rest }: CollectScreenProps) {
  const choices = useCollectionChoices(status, tabId);
  const collections = choices.list?.collections;
  const membership = choices.list?.membership;
  const marked = useMemo(
    () => (collections ? choicesFor(collections, status, membership) : undefined),
    [collections, status, membership],
  );
  return (
    <CollectView
      status={status}
      membership={membership}
      choices={marked}
      choicesLoading={choices.loading}
      choicesError={choices.error?.message}
      onRefreshChoices={choices.refresh}
      {...rest}
    />
  );
}

/**
 * This view in the page panel's frame, with the prefill and actions fetched with its code
 * (frame-views.ts, issue 56).
 */
export function FrameBody({ status, reload, linkText }: FrameBodyProps) {
  return (
    <CollectScreen
      status={status}
      defaultName={linkText || status.document?.title || status.target.title}
      defaultDescription={collectPrefill(status.target, status.page).description}
      actions={collectActions(reload, status.target.url)}
    />
  );
}
