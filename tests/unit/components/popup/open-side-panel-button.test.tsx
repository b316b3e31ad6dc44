// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { OpenSidePanelButton } from '../../../../components/popup/open-side-panel-button';
import { english, stubI18n } from '../../../support/page-actions';

// biome-ignore lint/suspicious/noExplicitAny: adding the APIs the fake browser lacks
const fake = fakeBrowser as any;
let open: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
  open = vi.fn(async () => {});
  fake.sidePanel = { open, setPanelBehavior: vi.fn(async () => {}) };
  delete document.documentElement.dataset.place;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const button = () => screen.queryByRole('button', { name: english('sidePanelOpen') });

describe('the popup’s "Open in side panel"', () => {
  test('opens the panel in the popup’s window inside the click, then closes the popup', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    render(<OpenSidePanelButton />);
    // In the first render, as the first screen drawn without Preact has it (popup-dom.ts).
    fireEvent.click(button() as HTMLElement);
    // Synchronously, in the click, with the window of the page that calls (WINDOW_ID_CURRENT).
    expect(open).toHaveBeenCalledWith({ windowId: -2 });
    await waitFor(() => expect(close).toHaveBeenCalled());
  });

  test('says in words what to do when the browser refuses, and stays open', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    open.mockRejectedValue(new Error('No gesture'));
    render(<OpenSidePanelButton />);
    fireEvent.click(await screen.findByRole('button', { name: english('sidePanelOpen') }));
    expect((await screen.findByRole('alert')).textContent).toBe(english('sidePanelOpenFailed'));
    expect(close).not.toHaveBeenCalled();
  });

  test('is not offered in the side panel itself, nor without a side panel API', async () => {
    // The side panel's page names its place on its root (lib/ui/place.ts).
    document.documentElement.dataset.place = 'side-panel';
    render(<OpenSidePanelButton />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(button()).toBeNull();
    cleanup();
    delete document.documentElement.dataset.place;
    delete fake.sidePanel;
    render(<OpenSidePanelButton />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(button()).toBeNull();
  });
});
