import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { CollectScreen } from '../../components/panel/collect-screen';
import { mountPanel } from '../../components/panel/mount-panel';
import { readCollectPrefill } from '../../lib/ui/panel/page-prefill';
import { collectActions } from '../../lib/ui/panel/panel-actions';

/**
 * The page panel on its collection view, injected like the pin view
 * (`entrypoints/page-panel/`), whose place it takes when the panel is open there.
 */
export default defineUnlistedScript(() => {
  mountPanel('collect', readCollectPrefill, ({ status, prefill, reload }) => (
    <CollectScreen
      key={status.target.url}
      status={status}
      defaultName={prefill.linkText || status.document?.title || status.target.title}
      defaultDescription={prefill.description}
      actions={collectActions(reload, status.target.url)}
    />
  ));
});
