import { render } from 'preact';
import { PopupScreen, type PopupScreenProps } from '../../components/popup/popup-screen';

/**
 * Draws the popup's app into `root`: over the first frame the boot script showed, whose elements
 * Preact takes as they are where they are its own drawing (render finds them and corrects what
 * differs), or into an empty page. A new `key` draws the screen afresh.
 */
export function mount(root: HTMLElement, props: PopupScreenProps, key?: string): void {
  render(<PopupScreen key={key} {...props} />, root);
}
