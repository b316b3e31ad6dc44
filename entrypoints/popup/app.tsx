import { hydrate, render } from 'preact';
import { PopupScreen, type PopupScreenProps } from '../../components/popup/popup-screen';

/**
 * The popup's app, loaded on demand by main.ts: hydrates the first screen drawn without Preact
 * (`props.drawn`), or draws into an empty page (an opening without a kept feed).
 */
export function mount(root: HTMLElement, props: PopupScreenProps): void {
  (props.drawn ? hydrate : render)(<PopupScreen {...props} />, root);
}
