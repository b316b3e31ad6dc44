/**
 * Runs where the extension's code runs (`evaluateInBackground`): whether the extension's side
 * panel is open in any window. Chromium: a side panel context exists (`runtime.getContexts`,
 * from the worker). Firefox: `sidebarAction.isOpen` of each window (from an extension page of
 * the add-on, which may sit in another window than the page the shortcut acted on).
 * Self-contained: it is sent to the browser as source.
 */
export async function sidePanelIsOpen(): Promise<boolean> {
  const api = ((globalThis as { browser?: unknown }).browser ??
    (globalThis as { chrome?: unknown }).chrome) as {
    sidebarAction?: { isOpen(details: { windowId?: number }): Promise<boolean> };
    windows: { getAll(): Promise<{ id?: number }[]> };
    runtime: { getContexts?(filter: { contextTypes: string[] }): Promise<unknown[]> };
  };
  const { sidebarAction } = api;
  if (sidebarAction) {
    const windows = await api.windows.getAll();
    const open = await Promise.all(windows.map(({ id }) => sidebarAction.isOpen({ windowId: id })));
    return open.includes(true);
  }
  if (!api.runtime.getContexts) throw new Error('This browser cannot list its side panel');
  return (await api.runtime.getContexts({ contextTypes: ['SIDE_PANEL'] })).length > 0;
}

/**
 * Runs where the extension's code runs: whether the toolbar popup is open. Chromium: a popup
 * context exists; Firefox: `extension.getViews({ type: 'popup' })` (from an extension page).
 */
export async function toolbarPopupIsOpen(): Promise<boolean> {
  const api = ((globalThis as { browser?: unknown }).browser ??
    (globalThis as { chrome?: unknown }).chrome) as {
    sidebarAction?: unknown;
    extension?: { getViews(filter: { type: string }): unknown[] };
    runtime: { getContexts?(filter: { contextTypes: string[] }): Promise<unknown[]> };
  };
  if (api.sidebarAction && api.extension)
    return api.extension.getViews({ type: 'popup' }).length > 0;
  if (!api.runtime.getContexts) throw new Error('This browser cannot list its popup');
  return (await api.runtime.getContexts({ contextTypes: ['POPUP'] })).length > 0;
}
