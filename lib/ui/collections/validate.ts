import type { MessageKey } from '../../shared/i18n';
import type { ItemEdit } from './types';

/** Longest name and description the form accepts (the service stores text; keep it readable). */
const NAME_MAX = 500;
const DESCRIPTION_MAX = 2000;

/** What is wrong with an edit, as message keys per field; an empty object when it is fine. */
export function validateItemEdit(edit: ItemEdit): {
  name?: MessageKey;
  description?: MessageKey;
} {
  const name = edit.name.trim();
  const problems: { name?: MessageKey; description?: MessageKey } = {};
  if (!name) problems.name = 'collectionsNameRequired';
  else if (name.length > NAME_MAX) problems.name = 'collectionsNameTooLong';
  if (edit.description.trim().length > DESCRIPTION_MAX)
    problems.description = 'collectionsDescriptionTooLong';
  return problems;
}
