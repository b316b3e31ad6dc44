// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { containTypedEvents } from '../../../../../lib/ui/panel/contain-events';

describe('containTypedEvents', () => {
  it('stops key, input and composition events at the host, inside still hears them', () => {
    const host = document.createElement('div');
    const shadow = host.attachShadow({ mode: 'open' });
    const field = document.createElement('input');
    shadow.append(field);
    document.body.append(host);
    containTypedEvents(host);

    const page: string[] = [];
    const panel: string[] = [];
    const types = ['keydown', 'keyup', 'keypress', 'beforeinput', 'input', 'compositionstart'];
    for (const type of types) {
      document.addEventListener(type, () => page.push(type));
      field.addEventListener(type, () => panel.push(type));
      field.dispatchEvent(new Event(type, { bubbles: true, composed: true }));
    }
    expect(panel).toEqual(types);
    expect(page).toEqual([]);
    // Events of the page itself are not touched.
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(page).toEqual(['keydown']);
    host.remove();
  });
});
