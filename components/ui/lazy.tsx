import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { NoticeBanner } from './notice-banner';
import { SkeletonList } from './skeleton';

interface LazyTexts {
  /** What is loading, for screen readers. */
  loading: string;
  /** The sentence when the code could not be loaded (the extension was updated meanwhile). */
  failed: string;
}

/**
 * A view whose code is fetched the first time it is shown. `texts` is asked for when a text
 * is shown (not when the view is declared, before the page's strings are there in tests). The popup keeps only what it
 * paints on opening in its first download; other tabs follow when someone opens them.
 */
export function lazyView<P extends object>(
  load: () => Promise<ComponentType<P>>,
  texts: () => LazyTexts,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  return function LazyView(props: P) {
    const [view, setView] = useState(() => loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (view) return;
      pending ??= load().then((component) => {
        loaded = component;
        return component;
      });
      pending.then(
        (component) => setView(() => component),
        () => {
          pending = undefined;
          setFailed(true);
        },
      );
    }, [view]);
    if (view) {
      const View = view;
      return <View {...props} />;
    }
    if (failed) return <NoticeBanner notice={{ tone: 'error', message: texts().failed }} />;
    return <SkeletonList rows={3} label={texts().loading} />;
  };
}
