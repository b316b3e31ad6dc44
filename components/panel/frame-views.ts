import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { PanelView } from '../../lib/shared/types/page';
import type { FrameBodyProps } from './frame-body';

/** The code of one of the frame's two views (issue 56): its module, which draws its body. */
interface ViewCode {
  FrameBody: ComponentType<FrameBodyProps>;
}

const pending: Partial<Record<PanelView, Promise<ViewCode>>> = {};

/** Fetches `view`'s code once; a failed fetch is tried again the next time it is asked for. */
function fetchView(view: PanelView): Promise<ViewCode> {
  pending[view] ??= (view === 'pin' ? import('./pin-view') : import('./collect-screen')).catch(
    (error: unknown) => {
      delete pending[view];
      throw error;
    },
  );
  return pending[view];
}

/**
 * The code of the view the panel shows: undefined while it is on its way, 'failed' when it could
 * not be fetched (the extension was updated meanwhile). The frame's address names the view it
 * opens with (`?view=`): only that view's code is fetched at start, beside the page's status,
 * and the other one when the person switches to it.
 */
export function useViewCode(view: PanelView): ViewCode | 'failed' | undefined {
  const [code, setCode] = useState<Partial<Record<PanelView, ViewCode | 'failed'>>>({});
  // Asked for in the first render, not after its paint: the fetch runs beside the status's.
  useState(() => fetchView(view).catch(() => undefined));
  useEffect(() => {
    if (code[view]) return;
    let live = true;
    fetchView(view).then(
      (found) => live && setCode((known) => ({ ...known, [view]: found })),
      () => live && setCode((known) => ({ ...known, [view]: 'failed' })),
    );
    return () => {
      live = false;
    };
  }, [view]);
  return code[view];
}
