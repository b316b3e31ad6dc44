// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CollectView } from '../../../../components/panel/collect-view';
import { english, stubI18n } from '../../../support/page-actions';
import { CHOICES, collectViewProps } from '../../../support/panel';

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});
afterEach(cleanup);

const search = () => screen.getByLabelText(english('panelFindCollection')) as HTMLInputElement;

// The panel's first keys go into the view's first field, the collections' search
// (lib/ui/panel/first-keys.ts): it is there before the list, so no key typed while the list
// loads is without a field, and the keyboard is handed to the panel at once.
describe('the collect view while its collections load', () => {
  it('has its search already, which takes typing and filters the list once it comes', () => {
    const view = render(
      <CollectView {...collectViewProps()} choices={undefined} choicesLoading={true} />,
    );
    expect(screen.getByText(english('panelLoadingCollections'))).toBeDefined();
    fireEvent.input(search(), { target: { value: 'zzz-none' } });
    view.rerender(<CollectView {...collectViewProps()} choices={CHOICES} />);
    expect(search().value).toBe('zzz-none');
    expect(screen.getByText(english('panelNoCollections'))).toBeDefined();
  });

  it('says why there is no list when it could not be read, its search still there', () => {
    render(
      <CollectView
        {...collectViewProps()}
        choices={undefined}
        choicesError="The service did not answer."
      />,
    );
    expect(screen.getByText('The service did not answer.')).toBeDefined();
    expect(search()).toBeDefined();
    expect(screen.queryByText(english('panelLoadingCollections'))).toBeNull();
  });
});
