import { useDocumentTitle } from '../../lib/ui/hooks/use-document-title';
import { useDraft } from '../../lib/ui/hooks/use-draft';
import { useDraftAddress } from '../../lib/ui/hooks/use-draft-address';
import { useKeptDraft } from '../../lib/ui/hooks/use-kept-draft';
import { openOptions } from '../../lib/ui/open-options';
import { DraftView } from './draft-view';

/**
 * The draft page: the draft named in the address (`draft.html?id=206`), its read, its save,
 * and the unsent input it keeps on the device.
 */
export function DraftScreen() {
  const [id, open] = useDraftAddress();
  const draft = useDraft(id);
  const kept = useKeptDraft(id, draft);
  useDocumentTitle(draft.read.value?.announcement?.title);
  return (
    <DraftView id={id} controller={draft} kept={kept} onOpenId={open} onReconnect={openOptions} />
  );
}
