import { type MessageKey, t } from '../../lib/shared/i18n';
import type { DraftFormProblem } from '../../lib/ui/drafts/draft-form';

const PROBLEM_KEYS: Record<DraftFormProblem, MessageKey> = {
  required: 'draftErrorRequired',
  badDate: 'draftErrorDate',
  endBeforeStart: 'draftErrorEndBeforeStart',
  badUrl: 'draftErrorUrl',
  audienceIncomplete: 'draftErrorAudience',
};

/** What is wrong with a field, in words; its id is what the field's aria-describedby names. */
export function FieldError({ id, problem }: { id: string; problem?: DraftFormProblem }) {
  if (!problem) return null;
  return (
    <span id={id} class="wk-field__error">
      {t(PROBLEM_KEYS[problem])}
    </span>
  );
}
