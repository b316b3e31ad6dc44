import { useDocumentTitle } from '../../lib/ui/hooks/use-document-title';
import { useDraft } from '../../lib/ui/hooks/use-draft';
import { useDraftAddress } from '../../lib/ui/hooks/use-draft-address';
import { openOptions } from '../../lib/ui/open-options';
import { DraftView } from './draft-view';

/** The draft page: the draft named in the address (`draft.html?id=206`), its read and its save. */
export function DraftScreen() {
  const [id, open] = useDraftAddress();
  const draft = useDraft(id);
  useDocumentTitle(draft.read.value?.announcement?.title);
  return <DraftView id={id} controller={draft} onOpenId={open} onReconnect={openOptions} />;
}
