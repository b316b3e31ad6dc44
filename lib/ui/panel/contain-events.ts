/**
 * The events that carry what a person types and are composed, so they leave a shadow root and
 * bubble on through the page: keys, text input and an input method's composition.
 * (`textInput` is Chromium's legacy twin of `beforeinput`.)
 */
const TYPED_EVENTS = [
  'keydown',
  'keyup',
  'keypress',
  'beforeinput',
  'input',
  'textInput',
  'compositionstart',
  'compositionupdate',
  'compositionend',
] as const;

/**
 * Stops every typed event at the panel's shadow host, so the page's listeners never see what
 * a person types into the panel: not its shortcuts (such as "/" to search), not a script that
 * records keys. The panel's own handlers sit inside the shadow root and have already run.
 */
export function containTypedEvents(host: HTMLElement): void {
  for (const type of TYPED_EVENTS) {
    host.addEventListener(type, (event) => event.stopPropagation());
  }
}
