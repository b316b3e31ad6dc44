import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/shared/errors/api-error';
import { errorNotice, outcomeNotice } from '../../../../lib/shared/notices';
import { stubI18n } from '../../../support/i18n-stub';

beforeEach(() => stubI18n());

describe('outcomeNotice', () => {
  it('says the given sentence when the write is done', () => {
    expect(outcomeNotice({ id: 'w', state: 'done' }, 'Pinned.')).toEqual({
      tone: 'success',
      message: 'Pinned.',
    });
  });

  it('says the change is kept for later while it waits or is paused', () => {
    for (const state of ['pending', 'paused'] as const) {
      const notice = outcomeNotice({ id: 'w', state }, 'Pinned.');
      expect(notice.tone).toBe('info');
      expect(notice.message).not.toBe('');
      expect(notice.message).not.toBe('Pinned.');
    }
  });

  it('gives the service’s sentence for a failure, and “already there” as information', () => {
    const failed = new ApiError({ kind: 'forbidden', message: 'You may not pin here.' });
    expect(outcomeNotice({ id: 'w', state: 'failed', error: failed.toData() }, 'x')).toEqual({
      tone: 'error',
      message: 'You may not pin here.',
    });
    const exists = new ApiError({ kind: 'already-exists', message: 'Already in “Reading”.' });
    expect(outcomeNotice({ id: 'w', state: 'failed', error: exists.toData() }, 'x')).toEqual({
      tone: 'info',
      message: 'Already in “Reading”.',
    });
  });

  it('never leaves a failure without words', () => {
    expect(outcomeNotice({ id: 'w', state: 'failed' }, 'x').message).not.toBe('');
  });
});

describe('errorNotice', () => {
  it('turns anything thrown into a sentence, “already there” as information', () => {
    expect(errorNotice(new ApiError({ kind: 'already-exists', message: 'Already.' }))).toEqual({
      tone: 'info',
      message: 'Already.',
    });
    const notice = errorNotice(new TypeError('Failed to fetch'));
    expect(notice.tone).toBe('error');
    expect(notice.message).not.toBe('');
  });
});
