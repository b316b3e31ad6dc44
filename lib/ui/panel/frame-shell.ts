import { t } from '../../shared/i18n';
import type { PanelView } from '../../shared/types/page';

/**
 * The panel's placeholder, drawn by the content script in the panel's closed shadow root while
 * the panel's own frame loads (an extension page's navigation, about 50 to 150 ms more). It is
 * the frame's loading state to the pixel: the same style sheets (`css`, given by the entrypoint
 * that bundles them; the palette's `:root` is read as the shadow root's host), the same
 * classes, the view's tab marked. It holds nothing of the
 * person's and nothing to act on: `inert` and hidden from assistive technology, with no
 * listener, and the page's own address is not even in it. The frame, placed above it, says
 * when it has drawn itself (`PANEL_SHOWN`), and the placeholder goes.
 */
export function drawShell(root: ShadowRoot, view: PanelView, css: string): HTMLElement {
  const style = document.createElement('style');
  style.textContent = css.replaceAll(':root', ':host');
  const element = (tag: string, className: string, text?: string) => {
    const made = document.createElement(tag);
    made.className = className;
    if (text !== undefined) made.textContent = text;
    return made;
  };
  const layer = element('div', 'wk-panel-layer');
  layer.inert = true;
  layer.setAttribute('aria-hidden', 'true');
  layer.dataset.wkShell = '';
  const panel = element('div', 'wk-panel');
  const header = element('div', 'wk-panel__header');
  const titleBlock = element('div', 'wk-panel__title-block');
  titleBlock.append(element('h2', 'wk-panel__title', t('panelDialogLabel')));
  header.append(titleBlock, element('button', 'wk-button wk-button--quiet wk-panel__close', '×'));
  const tabs = element('div', 'wk-tabs');
  for (const [name, label] of [
    ['pin', t('panelTabPin')],
    ['collect', t('panelTabCollect')],
  ] as const) {
    const tab = element('button', 'wk-tab', label);
    tab.setAttribute('aria-selected', String(name === view));
    tabs.append(tab);
  }
  const body = element('div', 'wk-panel__body');
  body.append(element('div', 'wk-panel__loading'));
  panel.append(header, tabs, body);
  layer.append(style, panel);
  root.append(layer);
  return layer;
}
