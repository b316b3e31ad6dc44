// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DraftFormView } from '../../../../components/drafts/draft-form';
import { type DraftForm, draftToForm } from '../../../../lib/ui/drafts/draft-form';
import { DRAFT } from '../../../support/draft';
import { stubI18n } from '../../../support/i18n-stub';

beforeEach(() => {
  fakeBrowser.reset();
  stubI18n();
});
afterEach(cleanup);

/** The form with its values held as the draft page holds them, saving what is on screen. */
function EditedForm(props: { initial: DraftForm; onSave: (form: DraftForm) => void }) {
  const [form, setForm] = useState(props.initial);
  return (
    <DraftFormView
      form={form}
      set={(key, value) => setForm((previous) => ({ ...previous, [key]: value }))}
      onSave={() => props.onSave(form)}
      saving={false}
    />
  );
}

describe('the draft form', () => {
  test('refuses invalid input without sending and keeps what was typed', () => {
    const onSave = vi.fn();
    render(<EditedForm initial={draftToForm(DRAFT)} onSave={onSave} />);
    const title = screen.getByLabelText('Title') as HTMLInputElement;
    fireEvent.input(title, { target: { value: '' } });
    const thumb = screen.getByLabelText('Thumbnail image address') as HTMLInputElement;
    fireEvent.input(thumb, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('A title is needed.')).toBeTruthy();
    expect(thumb.value).toBe('javascript:alert(1)');
    expect(screen.getByText(/Use a full web address/)).toBeTruthy();
  });

  test('sends valid input, and the view URL is only editable on the social feed', () => {
    const onSave = vi.fn();
    render(<EditedForm initial={draftToForm(DRAFT)} onSave={onSave} />);
    const viewUrl = screen.getByLabelText('Link to the post') as HTMLInputElement;
    expect(viewUrl.disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Channel'), { target: { value: 'MAIN' } });
    expect(viewUrl.disabled).toBe(true);
    fireEvent.input(screen.getByLabelText('Title'), { target: { value: 'New title' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Prioritised (shown first)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a link' }));
    fireEvent.input(screen.getByLabelText('Link 2 address'), {
      target: { value: 'https://docs.example/y' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      title: 'New title',
      channel: 'MAIN',
      isPrioritized: true,
      links: [
        { link: 'https://wiki.example/ll', text: 'Wiki' },
        { link: 'https://docs.example/y', text: '' },
      ],
    });
  });

  test('on the main channel the post link shows empty (it is not sent), and comes back on the social feed', () => {
    render(
      <EditedForm
        initial={draftToForm({ ...DRAFT, viewUrl: 'https://social.example/p/1' })}
        onSave={vi.fn()}
      />,
    );
    const viewUrl = screen.getByLabelText('Link to the post') as HTMLInputElement;
    expect(viewUrl.value).toBe('https://social.example/p/1');
    fireEvent.change(screen.getByLabelText('Channel'), { target: { value: 'MAIN' } });
    expect([viewUrl.disabled, viewUrl.value]).toEqual([true, '']);
    expect(screen.getByText(/on the main channel the link is not sent/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Channel'), { target: { value: 'SOCIAL_FEED' } });
    expect(viewUrl.value).toBe('https://social.example/p/1');
  });
});
