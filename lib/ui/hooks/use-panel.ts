import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { AudienceFilterInput, Collection } from '../../shared/contract';
import { t } from '../../shared/i18n';
import type { Notice } from '../../shared/notice';
import { outcomeNotice } from '../../shared/notices';
import { quoteQueries } from '../../shared/quote';
import type { PageStatus } from '../../shared/types/page';
import type { Loading } from '../loading';
import { type PanelError, panelAsk, panelError, panelErrorNotice } from '../panel/panel-ask';

/** The panel's knowledge of its page: being looked up, failed (with why), or known. */
export interface PanelLoad extends Omit<Loading<PageStatus>, 'error'> {
  /** Why the last reading failed, in the worker's words. */
  error?: PanelError;
  /** Which opening of the panel `value` belongs to (see `usePanel`'s `generation`). */
  generation?: number;
}

/** What a second injection uses to bring the open panel up to date. */
export interface PanelHandle {
  /** The panel was asked for again: read the page's status anew (bumps `generation`). */
  reopen(): void;
}

/** What the panel can do; each action answers what the person should be told. */
export interface PanelActions {
  pin(queries: string[], audienceFilters?: AudienceFilterInput[]): Promise<Notice>;
  editPin(
    pinId: string,
    queries: string[],
    audienceFilters?: AudienceFilterInput[],
  ): Promise<Notice>;
  unpin(pinId: string): Promise<Notice>;
  add(collection: Collection, name?: string, description?: string): Promise<Notice>;
  create(input: {
    collectionName: string;
    collectionDescription?: string;
    name?: string;
    description?: string;
  }): Promise<Notice>;
  openOptions(): void;
}

/** The panel's state and actions, wired to the background through `ask` (never the token). */
export interface PanelModel {
  load: PanelLoad;
  reload(): void;
  actions: PanelActions;
}

/** Runs an action; whatever it throws becomes a sentence, never an unhandled rejection. */
async function attempt(run: () => Promise<Notice>): Promise<Notice> {
  try {
    return await run();
  } catch (error) {
    return panelErrorNotice(error);
  }
}

/**
 * The panel's container logic: reads `pageStatus` (again whenever `generation` changes, which
 * the entrypoint bumps when the panel is reopened), and refreshes it after every change that
 * succeeded so the existing pins and "already in" marks stay true.
 */
export function usePanel(generation: number): PanelModel {
  const [load, setLoad] = useState<PanelLoad>({ loading: true });
  const [round, setRound] = useState(0);
  const shownGeneration = useRef(generation);

  useEffect(() => {
    let live = true;
    // A refresh after a change keeps the page on screen; a reopen may be about another target.
    const reopened = shownGeneration.current !== generation;
    shownGeneration.current = generation;
    setLoad((previous) =>
      previous.value && !reopened ? { ...previous, loading: true } : { loading: true },
    );
    panelAsk('pageStatus', {}).then(
      (status) => live && setLoad({ value: status, loading: false, generation }),
      // The failure replaces the page: what was known may no longer be true.
      (error) => live && setLoad({ loading: false, error: panelError(error) }),
    );
    return () => {
      live = false;
    };
  }, [generation, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  const refreshAfter = (feedback: Notice) => {
    if (feedback.tone !== 'error') reload();
    return feedback;
  };

  const actions: PanelActions = {
    pin: (queries, audienceFilters) =>
      attempt(async () => {
        const outcome = await panelAsk('pinPage', {
          queries,
          ...(audienceFilters ? { audienceFilters } : {}),
        });
        return refreshAfter(
          outcomeNotice(outcome, t('pageActionsPinnedFor', quoteQueries(queries))),
        );
      }),
    editPin: (pinId, queries, audienceFilters) =>
      attempt(async () => {
        const outcome = await panelAsk('editPagePin', {
          pinId,
          queries,
          ...(audienceFilters ? { audienceFilters } : {}),
        });
        return refreshAfter(outcomeNotice(outcome, t('pageActionsPinUpdated')));
      }),
    unpin: (pinId) =>
      attempt(async () => {
        const outcome = await panelAsk('unpinPagePin', { pinId });
        return refreshAfter(outcomeNotice(outcome, t('pageActionsPinRemoved')));
      }),
    add: (collection, name, description) =>
      attempt(async () => {
        const outcome = await panelAsk('addPageToCollection', {
          collectionId: collection.id,
          ...(name ? { name } : {}),
          ...(description ? { description } : {}),
        });
        return refreshAfter(outcomeNotice(outcome, t('pageActionsAddedTo', collection.name)));
      }),
    create: (input) =>
      attempt(async () => {
        const data = {
          collectionName: input.collectionName,
          ...(input.collectionDescription
            ? { collectionDescription: input.collectionDescription }
            : {}),
          ...(input.name ? { name: input.name } : {}),
          ...(input.description ? { description: input.description } : {}),
        };
        const outcome = await panelAsk('createCollectionWithPage', data);
        return refreshAfter(
          outcomeNotice(outcome, t('pageActionsCreatedWith', input.collectionName.trim())),
        );
      }),
    // Never fails: with the worker unreachable the button stays there to press again.
    openOptions: () => void panelAsk('openOptions', undefined).catch(() => undefined),
  };

  return { load, reload, actions };
}
