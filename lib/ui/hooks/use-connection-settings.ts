import { useEffect, useState } from 'preact/hooks';
import { toApiError } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import type { ConnectionInput, SignInInput } from '../../shared/messages/messenger';
import type { Notice } from '../../shared/notice';
import type { ConnectionView } from '../../shared/types/connection';
import { ask } from '../ask';
import type { Loading } from '../loading';
import { requestAccess } from '../options/request-access';
import { requestSignInAccess } from '../options/sign-in-access';

/** The options page's connection settings: what is saved, the last outcome, and the actions. */
export interface ConnectionSettingsController {
  /** The connection as the background describes it (never the token). */
  connection: Loading<ConnectionView>;
  /** Which action is under way: the form's buttons wait for it, what was typed stays. */
  busy: 'test' | 'save' | 'sign-in' | null;
  /** What the last action came to. */
  notice?: Notice;
  /** The connection test's warnings, listed under its notice. */
  warnings: string[];
  test(input: ConnectionInput): void;
  save(input: ConnectionInput): void;
  forget(): void;
  /** "Sign in with your company account" (call from the click: it asks for host access). */
  signIn(input: SignInInput): void;
  /** Signs out of the company sign-in; waiting changes stay. */
  signOut(): void;
}

/**
 * Reads the connection once, and tests, saves or forgets it through the background. Testing and
 * saving first ask the browser for access to the service's origin (see `requestAccess`), so
 * both must be called from the person's click.
 */
export function useConnectionSettings(): ConnectionSettingsController {
  const [connection, setConnection] = useState<Loading<ConnectionView>>({ loading: true });
  const [busy, setBusy] = useState<ConnectionSettingsController['busy']>(null);
  const [notice, setNotice] = useState<Notice>();
  const [warnings, setWarnings] = useState<string[]>([]);
  const view = connection.value;
  const setView = (value: ConnectionView) => setConnection({ value, loading: false });

  useEffect(() => {
    ask('getConnection').then(setView, (error) =>
      setConnection({ loading: false, error: toApiError(error) }),
    );
  }, []);

  async function run(kind: 'test' | 'save', input: ConnectionInput) {
    if (!view) return;
    setBusy(kind);
    setNotice(undefined);
    setWarnings([]);
    try {
      const access = await requestAccess(input, view);
      if ('notice' in access) {
        setNotice(access.notice);
        return;
      }
      if (kind === 'test') {
        const report = await ask('testConnection', input);
        setNotice({
          tone: report.warnings.length > 0 ? 'warning' : 'success',
          message: report.message,
        });
        setWarnings(report.warnings);
      } else {
        const saved = await ask('saveConnection', input);
        setView(saved);
        setNotice({ tone: 'success', message: t('optionsSaved', saved.origin ?? access.origin) });
      }
    } catch (error) {
      setNotice({ tone: 'error', message: toApiError(error).message });
    } finally {
      setBusy(null);
    }
  }

  async function forget() {
    setBusy('save');
    try {
      setView(await ask('forgetToken'));
      setNotice({ tone: 'info', message: t('optionsForgotten') });
    } catch (error) {
      setNotice({ tone: 'error', message: toApiError(error).message });
    } finally {
      // The test's warnings belonged to the notice this one replaces.
      setWarnings([]);
      setBusy(null);
    }
  }

  async function signIn(input: SignInInput) {
    if (!view) return;
    setBusy('sign-in');
    setNotice(undefined);
    setWarnings([]);
    try {
      const refused = await requestSignInAccess(input, view);
      if (refused) {
        setNotice({ tone: 'error', message: refused });
        return;
      }
      setView(await ask('signIn', input));
      setNotice({ tone: 'success', message: t('ssoSignedIn') });
    } catch (error) {
      setNotice({ tone: 'error', message: toApiError(error).message });
    } finally {
      setBusy(null);
    }
  }

  async function signOut() {
    setBusy('sign-in');
    try {
      const outcome = await ask('signOut');
      setView(outcome.view);
      setNotice(outcome.notice);
    } catch (error) {
      setNotice({ tone: 'error', message: toApiError(error).message });
    } finally {
      setBusy(null);
    }
  }

  return {
    connection,
    busy,
    notice,
    warnings,
    test: (input) => void run('test', input),
    save: (input) => void run('save', input),
    forget: () => void forget(),
    signIn: (input) => void signIn(input),
    signOut: () => void signOut(),
  };
}
