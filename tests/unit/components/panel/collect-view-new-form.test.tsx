// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CollectView } from '../../../../components/panel/collect-view';
import { english, stubI18n } from '../../../support/page-actions';
import { collectViewProps } from '../../../support/panel';

// The new collection's form is fetched after the collect view is drawn (issue 56): here its
// code cannot be fetched (the extension was updated meanwhile).
vi.mock('../../../../components/panel/new-collection-form', () => {
  throw new Error('The chunk is gone (the extension was updated).');
});

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});
afterEach(cleanup);

describe('the collect view without its new collection form', () => {
  it('says in words that this part could not be loaded, and keeps the rest working', async () => {
    render(<CollectView {...collectViewProps()} />);
    expect(await screen.findByText(english('panelPartLoadFailed'))).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: `+ ${english('panelNewCollection')}` }));
    expect(screen.queryByLabelText(english('panelNewCollectionName'))).toBeNull();
    // Its button stays: no open form with nothing in it, which could not be closed either.
    expect(
      screen.getByRole('button', { name: `+ ${english('panelNewCollection')}` }),
    ).toBeDefined();
    expect(screen.getByLabelText(english('panelItemName'))).toBeDefined();
  });
});
