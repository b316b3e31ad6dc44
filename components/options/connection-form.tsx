import { useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import type { ConnectionInput, SignInInput } from '../../lib/shared/messages/messenger';
import type { Notice } from '../../lib/shared/notice';
import type { ConnectionView } from '../../lib/shared/types/connection';
import { plainHttpProblem } from '../../lib/shared/urls/base-url';
import { NoticeBanner } from '../ui/notice-banner';
import { SignInSection } from './sign-in-section';

interface ConnectionFormProps {
  view: ConnectionView;
  /** True while a test, save or sign-in is under way: buttons are disabled, input is kept. */
  busy: 'test' | 'save' | 'sign-in' | null;
  /** What the last action came to. */
  notice?: Notice;
  /** The connection test's warnings, listed under its notice. */
  warnings?: readonly string[];
  onTest(input: ConnectionInput): void;
  onSave(input: ConnectionInput): void;
  onForget(): void;
  onSignIn(input: SignInInput): void;
  onSignOut(): void;
}

/**
 * The "Connection" settings: address, token (masked, never shown back), act-as e-mail and
 * token type. Fields the organisation set by policy are locked and say so.
 */
export function ConnectionForm({
  view,
  busy,
  notice,
  warnings = [],
  onTest,
  onSave,
  onForget,
  onSignIn,
  onSignOut,
}: ConnectionFormProps) {
  const [serviceUrl, setServiceUrl] = useState(view.serviceUrl ?? '');
  const [token, setToken] = useState('');
  const [actAs, setActAs] = useState(view.actAs ?? '');
  const [authType, setAuthType] = useState(view.authType ?? '');

  // Said while typing, before the browser's permission prompt: http:// to another computer
  // would carry the token in clear text, and the background refuses it anyway.
  const urlProblem = view.managed.serviceUrl ? undefined : plainHttpProblem(serviceUrl);

  const input = (): ConnectionInput => ({ serviceUrl, token, actAs, authType });

  return (
    <form
      class="wk-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(input());
      }}
    >
      <StateLine view={view} />
      {view.managed.ignored?.length ? (
        <NoticeBanner
          notice={{
            tone: 'warning',
            message: t('connectionPolicyIgnored', view.managed.ignored.join(', ')),
          }}
        />
      ) : null}
      <Field
        id="serviceUrl"
        label={t('optionsServiceUrl')}
        hint={t('optionsServiceUrlHint')}
        problem={urlProblem}
        managed={view.managed.serviceUrl}
      >
        <input
          id="serviceUrl"
          type="url"
          required
          class="wk-input"
          value={serviceUrl}
          readOnly={view.managed.serviceUrl}
          placeholder="https://knowledge.example.com"
          autocomplete="url"
          aria-invalid={urlProblem ? true : undefined}
          aria-describedby="serviceUrl-hint"
          onInput={(event) => setServiceUrl(event.currentTarget.value)}
        />
      </Field>
      <Field
        id="token"
        label={t('optionsToken')}
        hint={view.hasToken ? t('optionsTokenKeep') : t('optionsTokenHint')}
      >
        <input
          id="token"
          type="password"
          class="wk-input"
          value={token}
          autocomplete="off"
          spellcheck={false}
          aria-describedby="token-hint"
          onInput={(event) => setToken(event.currentTarget.value)}
        />
      </Field>
      <Field
        id="actAs"
        label={t('optionsActAs')}
        hint={t('optionsActAsHint')}
        managed={view.managed.actAs}
      >
        <input
          id="actAs"
          type="email"
          class="wk-input"
          value={actAs}
          readOnly={view.managed.actAs}
          aria-describedby="actAs-hint"
          onInput={(event) => setActAs(event.currentTarget.value)}
        />
      </Field>
      <Field id="authType" label={t('optionsAuthType')} managed={view.managed.authType}>
        <select
          id="authType"
          class="wk-input"
          value={authType}
          disabled={view.managed.authType}
          onChange={(event) => setAuthType(event.currentTarget.value)}
        >
          <option value="">{t('optionsAuthTypeNone')}</option>
          <option value="OAUTH">{t('optionsAuthTypeOauth')}</option>
        </select>
      </Field>
      <SignInSection
        view={view}
        serviceUrl={serviceUrl}
        busy={busy !== null}
        onSignIn={onSignIn}
        onSignOut={onSignOut}
      />
      {notice && (
        <NoticeBanner notice={notice}>
          {warnings.length > 0 && (
            <ul>
              {warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          )}
        </NoticeBanner>
      )}
      <div class="wk-actions">
        <button
          type="button"
          class="wk-button"
          disabled={busy !== null}
          onClick={() => onTest(input())}
        >
          {busy === 'test' ? t('optionsTesting') : t('optionsTest')}
        </button>
        <button type="submit" class="wk-button wk-button--primary" disabled={busy !== null}>
          {busy === 'save' ? t('optionsSaving') : t('optionsSave')}
        </button>
        {view.hasToken && (
          <button
            type="button"
            class="wk-button wk-button--quiet"
            disabled={busy !== null}
            onClick={onForget}
          >
            {t('optionsForget')}
          </button>
        )}
      </div>
    </form>
  );
}

function StateLine({ view }: { view: ConnectionView }) {
  if (view.problem) {
    return (
      <NoticeBanner
        notice={{
          tone: 'warning',
          // A refused token has one generic next step; a moved service names both addresses.
          message:
            view.state === 'needs-reconnect' && view.problem.code !== 'SERVICE_MOVED'
              ? t('optionsStateNeedsReconnect')
              : view.problem.message,
        }}
      />
    );
  }
  if (view.state === 'ready') {
    return (
      <NoticeBanner
        notice={{ tone: 'success', message: t('optionsStateReady', view.origin ?? '') }}
      />
    );
  }
  return <NoticeBanner notice={{ tone: 'info', message: t('optionsStateNotConfigured') }} />;
}

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  /** What is wrong with the value: shown in place of the hint, as an error. */
  problem?: string;
  /** Set by the organisation's policy: shown locked, with a word saying so. */
  managed?: boolean;
  children: preact.ComponentChildren;
}

/** A labelled control; the hint is linked by `aria-describedby` (`<id>-hint`). */
function Field({ id, label, hint, problem, managed, children }: FieldProps) {
  return (
    <div class="wk-field">
      <label for={id}>
        {label}
        {managed && <span class="wk-managed">{t('optionsManaged')}</span>}
      </label>
      {children}
      {(problem ?? hint) && (
        <small id={`${id}-hint`} class={problem ? 'wk-field__error' : 'wk-field__hint'}>
          {problem ?? hint}
        </small>
      )}
    </div>
  );
}
