import type { Person } from '../../lib/shared/contract';
import { type MessageKey, t } from '../../lib/shared/i18n';
import type { Notice } from '../../lib/shared/notice';
import { formatDate } from '../../lib/ui/feed/date';
import type { InviteCategory } from '../../lib/ui/hooks/invite-key';
import { Avatar } from '../feed/person-chip';
import './people.css';
import '../ui/toolbar.css';
import '../../assets/styles/forms.css';

/** Suggestions, grouped as the service answered them. */
interface InviteSuggestion {
  category?: string;
  people?: Person[];
}

interface PeopleToInviteProps {
  suggestions: readonly InviteSuggestion[];
  /** Categories shown (at least one). */
  categories: readonly InviteCategory[];
  onToggleCategory: (category: InviteCategory) => void;
  /** Departments to choose from, and the one chosen ('' = all). */
  departments: readonly string[];
  department: string;
  onDepartment: (department: string) => void;
  onCopy: (emails: string[]) => void;
  /** How the last copy went. */
  copied?: Notice;
}

const CATEGORY_KEYS: Record<InviteCategory, MessageKey> = {
  INVITE_INACTIVE_PROMO: 'popupInviteInactive',
  INVITE_NONUSERS: 'popupInviteNonUsers',
};

/** The people an administrator could invite, filtered, with a way to copy their addresses. */
export function PeopleToInvite(props: PeopleToInviteProps) {
  const { suggestions, categories, onToggleCategory, departments, department } = props;
  const people = suggestions
    .filter((suggestion) => categories.includes(suggestion.category as InviteCategory))
    .flatMap((suggestion) => suggestion.people ?? [])
    .filter((person) => !department || person.metadata?.department === department);
  const unique = [...new Map(people.map((person) => [person.obfuscatedId, person])).values()];
  const emails = unique.flatMap((person) =>
    person.metadata?.email ? [person.metadata.email] : [],
  );
  return (
    <div class="wk-invite">
      <fieldset class="wk-filters">
        <legend class="wk-visually-hidden">{t('popupInviteFilters')}</legend>
        {(Object.keys(CATEGORY_KEYS) as InviteCategory[]).map((category) => (
          <label key={category} class="wk-check">
            <input
              type="checkbox"
              checked={categories.includes(category)}
              disabled={categories.length === 1 && categories.includes(category)}
              onChange={() => onToggleCategory(category)}
            />
            {t(CATEGORY_KEYS[category])}
          </label>
        ))}
        <label class="wk-check">
          {t('popupInviteDepartment')}
          <select
            class="wk-input wk-input--inline"
            value={department}
            onChange={(event) => props.onDepartment((event.target as HTMLSelectElement).value)}
          >
            <option value="">{t('popupInviteAllDepartments')}</option>
            {departments.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <div class="wk-toolbar">
        <button
          type="button"
          class="wk-button wk-button--small"
          disabled={emails.length === 0}
          onClick={() => props.onCopy(emails)}
        >
          {t('popupInviteCopy', [emails.length])}
        </button>
        <span role="status" class={props.copied?.tone === 'error' ? 'wk-field__error' : 'wk-small'}>
          {props.copied?.message ?? ''}
        </span>
      </div>
      {unique.length === 0 ? (
        <p class="wk-empty">{t('popupInviteEmpty')}</p>
      ) : (
        <ul class="wk-list" aria-label={t('popupTabInvite')}>
          {unique.map((person) => {
            const meta = person.metadata;
            return (
              <li key={person.obfuscatedId} class="wk-list__item">
                <article class="wk-entry wk-entry__row">
                  <Avatar person={person} size={32} />
                  <div>
                    <h2 class="wk-entry__title">{person.name}</h2>
                    <p class="wk-entry__meta">
                      {[meta?.title, meta?.department].filter(Boolean).join(' · ')}
                    </p>
                    <p class="wk-entry__meta wk-muted">
                      {[
                        meta?.location,
                        meta?.startDate
                          ? t('popupInviteStarted', [formatDate(meta.startDate)])
                          : '',
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                    {meta?.email && <p class="wk-entry__meta">{meta.email}</p>}
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
