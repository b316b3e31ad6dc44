// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { SidePanelThisPage } from '../../../../components/side-panel/side-panel-this-page';
import { english } from '../../../support/page-actions';
import { activate, sidePanelWorldEachTest } from '../../../support/side-panel-browser';

// The pin or collect form the side panel draws for the strip's page (issue 45): the keyboard
// stays where the person types, and the form is the page's the person asked for.

const world = sidePanelWorldEachTest();

const pinAsked = () => world.asked.find((m) => m.type === 'pinPage')?.data;

describe("the side panel's page form", () => {
  it('leaves the keyboard where the person typed when the form was drawn a moment before', async () => {
    render(<SidePanelThisPage tab={{ id: 10 }} />);
    await screen.findByText('Page 10');
    // What the browser does, outside the test library's act(), which runs effects at once.
    const key = (field: HTMLInputElement, letter: string) => {
      field.value += letter;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    };
    // A busy machine: the person reaches the field and presses a key as soon as the form is
    // drawn, before the browser's next frame (when Preact runs a view's effects).
    const reached = new Promise<HTMLInputElement>((resolve) => {
      const drawn = new MutationObserver(() => {
        const field = document.querySelector<HTMLInputElement>('#wk-pin-queries');
        if (!field) return;
        drawn.disconnect();
        field.focus();
        key(field, 'k');
        resolve(field);
      });
      drawn.observe(document.body, { childList: true, subtree: true });
    });
    screen.getByRole('button', { name: english('popupPinThisPage') }).click();
    const field = await reached;
    await new Promise((resolve) => setTimeout(resolve, 100)); // Frames pass: effects have run.
    // Each key goes where the focus is, as a person's does: only a field takes text.
    for (const letter of 'eyboard side panel') {
      const focused = document.activeElement;
      if (focused instanceof HTMLInputElement) key(focused, letter);
      await Promise.resolve();
    }
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('keyboard side panel');
    fireEvent.click(screen.getByRole('button', { name: english('panelPin') }));
    await waitFor(() => expect(pinAsked()).toBeDefined());
    expect(pinAsked()).toMatchObject({ queries: ['keyboard side panel'] });
  });

  it('opened for another tab while one is open: it is that tab’s page, and pins it', async () => {
    render(<SidePanelThisPage tab={{ id: 10 }} />);
    await screen.findByText('Page 10');
    fireEvent.click(screen.getByRole('button', { name: english('popupPinThisPage') }));
    await screen.findByRole('heading', { name: english('sidePanelPinHeading', 'Page 10') });
    activate(world, 11);
    await screen.findByText('Page 11');
    fireEvent.click(screen.getByRole('button', { name: english('popupPinThisPage') }));
    await screen.findByRole('heading', { name: english('sidePanelPinHeading', 'Page 11') });
    fireEvent.input(screen.getByRole('textbox'), { target: { value: 'eleven' } });
    fireEvent.click(screen.getByRole('button', { name: english('panelPin') }));
    await waitFor(() => expect(pinAsked()).toBeDefined());
    expect(pinAsked()).toEqual({
      url: 'https://intranet.example/11',
      tabId: 11,
      queries: ['eleven'],
    });
  });
});
