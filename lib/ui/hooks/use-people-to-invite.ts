import { useRef, useState } from 'preact/hooks';
import { t } from '../../shared/i18n';
import type { Notice } from '../../shared/notice';
import { INVITE_CATEGORIES, type InviteCategory, inviteKey } from './invite-key';
import { type ReadState, useRead } from './use-read';

/** The people-to-invite screen's state: the read, its filters and the copy action. */
export interface PeopleToInviteController {
  read: ReadState<'peopleToInvite'>;
  categories: InviteCategory[];
  toggleCategory(category: InviteCategory): void;
  department: string;
  setDepartment(department: string): void;
  /** Departments seen in any answer so far, sorted. */
  departments: string[];
  copy(emails: string[]): void;
  /** How the last copy went. */
  copied?: Notice;
}

/**
 * People an administrator could invite, starting from the popup's unfiltered read (`all`).
 * The department filter asks the service (it knows who is in a department); the category
 * filter only hides a group of the answer.
 */
export function usePeopleToInvite(all: ReadState<'peopleToInvite'>): PeopleToInviteController {
  const [categories, setCategories] = useState<InviteCategory[]>(INVITE_CATEGORIES);
  const [department, setDepartment] = useState('');
  // Departments stay offered after one is chosen (the filtered answer holds only that one).
  const known = useRef<string[]>([]);
  const [copied, setCopied] = useState<Notice>();
  const filtered = useRead(department ? inviteKey(department) : null);
  const read = department ? filtered : all;
  const seen = (read.value?.suggestions ?? [])
    .flatMap((suggestion) => suggestion.people ?? [])
    .flatMap((person) => (person.metadata?.department ? [person.metadata.department] : []));
  const departments = [...new Set([...known.current, ...seen])].sort();
  known.current = departments;
  return {
    read,
    categories,
    toggleCategory(category) {
      setCategories((previous) =>
        previous.includes(category)
          ? previous.length > 1
            ? previous.filter((value) => value !== category)
            : previous
          : [...previous, category],
      );
    },
    department,
    setDepartment,
    departments,
    copy(emails) {
      navigator.clipboard.writeText(emails.join(', ')).then(
        () => setCopied({ tone: 'success', message: t('popupInviteCopied', [emails.length]) }),
        (error: unknown) =>
          setCopied({
            tone: 'error',
            message: t('popupInviteCopyFailed', [
              error instanceof Error ? error.message : String(error),
            ]),
          }),
      );
    },
    copied,
  };
}
