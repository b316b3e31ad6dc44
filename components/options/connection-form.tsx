import { useState } from 'preact/hooks';
import type { ConnectionView } from '../../lib/connection/types';
import { t } from '../../lib/i18n';
import type { ConnectionInput } from '../../lib/messaging';
import { Notice } from '../ui/notice';

/** What the form shows after an action: a sentence and its tone, plus warnings. */
export interface FormMessage {
  tone: 'success' | 'error' | 'info' | 'warning';
  text: string;
  details?: string[];
}

interface ConnectionFormProps {
  view: ConnectionView;
  /** True while a test or save is under way: buttons are disabled, input is kept. */
  busy: 'test' | 'save' | null;
  message?: FormMessage;
  onTest(input: ConnectionInput): void;
  onSave(input: ConnectionInput): void;
  onForget(): void;
}

/**
 * The "Connection" settings: address, token (masked, never shown back), act-as e-mail and
 * token type. Fields the organisation set by policy are locked and say so.
 */
export function ConnectionForm({
  view,
  busy,
  message,
  onTest,
  onSave,
  onForget,
}: ConnectionFormProps) {
  const [serviceUrl, setServiceUrl] = useState(view.serviceUrl ?? '');
  const [token, setToken] = useState('');
  const [actAs, setActAs] = useState(view.actAs ?? '');
  const [authType, setAuthType] = useState(view.authType ?? '');

  const input = (): ConnectionInput => ({ serviceUrl, token, actAs, authType });
  const managedNote = <span class="wk-managed">{t('optionsManaged')}</span>;

  return (
    <form
      class="wk-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(input());
      }}
    >
      <StateLine view={view} />
      <label class="wk-field">
        <span>
          {t('optionsServiceUrl')} {view.managed.serviceUrl && managedNote}
        </span>
        <input
          type="url"
          name="serviceUrl"
          required
          value={serviceUrl}
          readOnly={view.managed.serviceUrl}
          placeholder="https://knowledge.example.com"
          class="wk-input"
          onInput={(event) => setServiceUrl(event.currentTarget.value)}
          autocomplete="url"
        />
        <small class="wk-field__hint">{t('optionsServiceUrlHint')}</small>
      </label>
      <label class="wk-field">
        <span>{t('optionsToken')}</span>
        <input
          type="password"
          name="token"
          value={token}
          autocomplete="off"
          spellcheck={false}
          class="wk-input"
          onInput={(event) => setToken(event.currentTarget.value)}
        />
        <small class="wk-field__hint">
          {view.hasToken ? t('optionsTokenKeep') : t('optionsTokenHint')}
        </small>
      </label>
      <label class="wk-field">
        <span>
          {t('optionsActAs')} {view.managed.actAs && managedNote}
        </span>
        <input
          type="email"
          name="actAs"
          value={actAs}
          readOnly={view.managed.actAs}
          class="wk-input"
          onInput={(event) => setActAs(event.currentTarget.value)}
        />
        <small class="wk-field__hint">{t('optionsActAsHint')}</small>
      </label>
      <label class="wk-field">
        <span>
          {t('optionsAuthType')} {view.managed.authType && managedNote}
        </span>
        <select
          name="authType"
          value={authType}
          disabled={view.managed.authType}
          class="wk-input"
          onChange={(event) => setAuthType(event.currentTarget.value)}
        >
          <option value="">{t('optionsAuthTypeNone')}</option>
          <option value="OAUTH">{t('optionsAuthTypeOauth')}</option>
        </select>
      </label>
      {message && (
        <Notice tone={message.tone}>
          <p>{message.text}</p>
          {message.details && message.details.length > 0 && (
            <ul>
              {message.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          )}
        </Notice>
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
      <Notice tone="warning">
        {view.state === 'needs-reconnect' ? t('optionsStateNeedsReconnect') : view.problem.message}
      </Notice>
    );
  }
  if (view.state === 'ready') {
    return <Notice tone="success">{t('optionsStateReady', view.origin ?? '')}</Notice>;
  }
  return <Notice tone="info">{t('optionsStateNotConfigured')}</Notice>;
}
