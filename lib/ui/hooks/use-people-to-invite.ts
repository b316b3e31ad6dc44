import { useRef, useState } from 'preact/hooks';
import { t } from '../../shared/i18n';
import type { ReadKey } from '../../shared/messages/messenger';
import type { Notice } from '../../shared/notice';
import { type ReadState, useRead } from './use-read';

/** The two groups `peoplesuggestadmin` knows. */
export type InviteCategory = 'INVITE_INACTIVE_PROMO' | 'INVITE_NONUSERS';
const ALL: InviteCategory[] = ['INVITE_INACTIVE_PROMO', 'INVITE_NONUSERS'];

/** The people-to-invite screen's state: the read, its filters and the copy action. */
export interface PeopleToInviteController {
  read: ReadState<'peopleToInvite'>;
  /** True when the Invite tab is offered (see `canSeeInvite`). */
  allowed: boolean;
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
 * Whether to offer the Invite tab: once a list has been read (now or earlier, from the cache)
 * and the service has not since refused with 403. An unreachable service proves nothing
 * either way, so it neither shows the tab to employees nor hides a cached list from
 * administrators.
 */
export function canSeeInvite(read: Pick<ReadState<'peopleToInvite'>, 'value' | 'error'>): boolean {
  return read.value !== undefined && read.error?.kind !== 'forbidden';
}

/**
 * People an administrator could invite. The department filter asks the service (it knows who
 * is in a department); the category filter only hides a group of the answer. Nothing is read
 * until `enabled` (the popup waits for a connection).
 */
export function usePeopleToInvite(enabled = true): PeopleToInviteController {
  const [categories, setCategories] = useState<InviteCategory[]>(ALL);
  const [department, setDepartment] = useState('');
  // Departments stay offered after one is chosen (the filtered answer holds only that one).
  const known = useRef<string[]>([]);
  const [copied, setCopied] = useState<Notice>();
  const key: Extract<ReadKey, { kind: 'peopleToInvite' }> = department
    ? { kind: 'peopleToInvite', categories: ALL, departments: [department] }
    : { kind: 'peopleToInvite', categories: ALL };
  const read = useRead(enabled ? key : null);
  const seen = (read.value?.suggestions ?? [])
    .flatMap((suggestion) => suggestion.people ?? [])
    .flatMap((person) => (person.metadata?.department ? [person.metadata.department] : []));
  const departments = [...new Set([...known.current, ...seen])].sort();
  known.current = departments;
  return {
    read,
    allowed: canSeeInvite(read),
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
