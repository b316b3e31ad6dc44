import { useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import type { SignInInput } from '../../lib/shared/messages/messenger';
import type { ConnectionView } from '../../lib/shared/types/connection';

interface SignInSectionProps {
  view: ConnectionView;
  /** The service address as typed in the connection form above. */
  serviceUrl: string;
  busy: boolean;
  onSignIn(input: SignInInput): void;
  onSignOut(): void;
}

/**
 * "Company sign-in": the provider's address, client id and scopes (locked and labelled when
 * the organisation preset them), the redirect address to register, and the sign-in button.
 */
export function SignInSection({ view, serviceUrl, busy, onSignIn, onSignOut }: SignInSectionProps) {
  const sso = view.sso;
  const managed = view.managed;
  const [issuer, setIssuer] = useState(sso?.issuer ?? '');
  const [clientId, setClientId] = useState(sso?.clientId ?? '');
  const [scopes, setScopes] = useState(sso?.scopes ?? '');
  const fields = [
    {
      id: 'ssoIssuer',
      label: t('ssoIssuer'),
      value: issuer,
      set: setIssuer,
      locked: managed.ssoIssuer,
    },
    {
      id: 'ssoClientId',
      label: t('ssoClientId'),
      value: clientId,
      set: setClientId,
      locked: managed.ssoClientId,
    },
    {
      id: 'ssoScopes',
      label: t('ssoScopes'),
      value: scopes,
      set: setScopes,
      locked: managed.ssoScopes,
    },
  ];
  return (
    <fieldset class="wk-fieldset" aria-describedby="sso-intro">
      <legend>{t('ssoHeading')}</legend>
      <p id="sso-intro" class="wk-muted">
        {t('ssoIntro')}
      </p>
      {fields.map((field) => (
        <div class="wk-field" key={field.id}>
          <label for={field.id}>
            {field.label}
            {field.locked && <span class="wk-managed">{t('optionsManaged')}</span>}
          </label>
          <input
            id={field.id}
            type="text"
            spellcheck={false}
            class="wk-input"
            value={field.value}
            readOnly={field.locked}
            onInput={(event) => field.set(event.currentTarget.value)}
          />
        </div>
      ))}
      {sso?.redirectUrl && (
        <small class="wk-field__hint">{t('ssoRedirect', sso.redirectUrl)}</small>
      )}
      <div class="wk-actions">
        <button
          type="button"
          class="wk-button wk-button--primary"
          disabled={busy}
          onClick={() => onSignIn({ serviceUrl, issuer, clientId, scopes })}
        >
          {busy ? t('ssoSigningIn') : t('ssoSignIn')}
        </button>
        {sso?.signedIn && (
          <button
            type="button"
            class="wk-button wk-button--quiet"
            disabled={busy}
            onClick={onSignOut}
          >
            {t('ssoSignOut')}
          </button>
        )}
      </div>
    </fieldset>
  );
}
