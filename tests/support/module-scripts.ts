/**
 * Puts module scripts with these addresses in the page's head, as the popup's built page has
 * them, for code that reads their addresses (frameTag, lib/ui/kept-frame.ts). happy-dom is told
 * not to load them: only the addresses are read.
 */
export function addModuleScripts(...sources: string[]): void {
  const { settings } = (
    window as unknown as {
      happyDOM: {
        settings: {
          disableJavaScriptFileLoading: boolean;
          handleDisabledFileLoadingAsSuccess: boolean;
        };
      };
    }
  ).happyDOM;
  settings.disableJavaScriptFileLoading = true;
  settings.handleDisabledFileLoadingAsSuccess = true;
  for (const source of sources) {
    const script = document.createElement('script');
    script.type = 'module';
    script.setAttribute('src', source);
    document.head.append(script);
  }
}
