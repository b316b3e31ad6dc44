import { useEffect } from 'preact/hooks';

/** Names the tab after what it shows, once there is a name. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
