import { useEffect, useState } from 'preact/hooks';
import { DraftPage } from '../../components/drafts/draft-page';
import { useDraft } from '../../lib/ui/hooks/use-draft';
import { openOptions } from '../../lib/ui/open-options';

function idFromLocation(): number | null {
  const raw = new URLSearchParams(location.search).get('id');
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

/** The draft page's wiring: the id in the address (`draft.html?id=206`), the read and the save. */
export function DraftPageContainer() {
  const [id, setId] = useState<number | null>(idFromLocation);
  const draft = useDraft(id);
  useEffect(() => {
    const title = draft.read.value?.announcement?.title;
    if (title) document.title = title;
  }, [draft.read.value]);
  return (
    <DraftPage
      id={id}
      controller={draft}
      onOpenId={(next) => {
        history.replaceState(null, '', `?id=${next}`);
        setId(next);
      }}
      onReconnect={openOptions}
    />
  );
}
