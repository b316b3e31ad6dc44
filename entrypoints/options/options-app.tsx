import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { ConnectionForm, type FormMessage } from '../../components/options/connection-form';
import { Notice } from '../../components/ui/notice';
import { SkeletonList } from '../../components/ui/skeleton';
import { toApiError } from '../../lib/shared/errors/api-error';
import { t } from '../../lib/shared/i18n';
import type { ConnectionInput } from '../../lib/shared/messages/messenger';
import type { ConnectionView } from '../../lib/shared/types/connection';
import { normalizeBaseUrl, serviceOrigin } from '../../lib/shared/urls/base-url';
import { originPattern } from '../../lib/shared/urls/origin';
import { ask } from '../../lib/ui/ask';
import { ShortcutsSection } from './shortcuts-section';

/**
 * Asks the browser for access to exactly the service's origin. It must run first in a click
 * handler: the browser only shows its prompt for a person's gesture. Answers the origin, or
 * a message for the form when the address is malformed or access was refused.
 */
async function requestAccess(
  input: ConnectionInput,
  view: ConnectionView,
): Promise<{ origin: string } | { message: FormMessage }> {
  let origin: string;
  try {
    origin = serviceOrigin(
      view.managed.serviceUrl && view.serviceUrl
        ? view.serviceUrl
        : normalizeBaseUrl(input.serviceUrl),
    );
  } catch (error) {
    return { message: { tone: 'error', text: toApiError(error).message } };
  }
  let granted = false;
  try {
    granted = await browser.permissions.request({ origins: [originPattern(origin)] });
  } catch (error) {
    return { message: { tone: 'error', text: toApiError(error).message } };
  }
  if (!granted) return { message: { tone: 'error', text: t('optionsPermissionRefused', origin) } };
  return { origin };
}

/** The options page: connection settings and keyboard shortcuts. */
export function OptionsApp() {
  const [view, setView] = useState<ConnectionView>();
  const [loadError, setLoadError] = useState<string>();
  const [busy, setBusy] = useState<'test' | 'save' | null>(null);
  const [message, setMessage] = useState<FormMessage>();

  useEffect(() => {
    ask('getConnection').then(setView, (error) => setLoadError(toApiError(error).message));
  }, []);

  if (loadError)
    return (
      <Shell>
        <Notice tone="error">{loadError}</Notice>
      </Shell>
    );
  if (!view)
    return (
      <Shell>
        <SkeletonList rows={4} label={t('optionsLoading')} />
      </Shell>
    );

  async function run(kind: 'test' | 'save', input: ConnectionInput) {
    if (!view) return;
    setBusy(kind);
    setMessage(undefined);
    try {
      const access = await requestAccess(input, view);
      if ('message' in access) {
        setMessage(access.message);
        return;
      }
      if (kind === 'test') {
        const report = await ask('testConnection', input);
        setMessage({
          tone: report.warnings.length > 0 ? 'warning' : 'success',
          text: report.message,
          details: report.warnings,
        });
      } else {
        const saved = await ask('saveConnection', input);
        setView(saved);
        setMessage({ tone: 'success', text: t('optionsSaved', saved.origin ?? access.origin) });
      }
    } catch (error) {
      setMessage({ tone: 'error', text: toApiError(error).message });
    } finally {
      setBusy(null);
    }
  }

  async function forget() {
    setBusy('save');
    try {
      setView(await ask('forgetToken'));
      setMessage({ tone: 'info', text: t('optionsForgotten') });
    } catch (error) {
      setMessage({ tone: 'error', text: toApiError(error).message });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Shell>
      <section aria-labelledby="connection-heading">
        <h2 id="connection-heading">{t('optionsConnectionHeading')}</h2>
        <p class="wk-muted">{t('optionsConnectionIntro')}</p>
        <ConnectionForm
          key={`${view.serviceUrl}|${view.hasToken}`}
          view={view}
          busy={busy}
          message={message}
          onTest={(input) => void run('test', input)}
          onSave={(input) => void run('save', input)}
          onForget={() => void forget()}
        />
      </section>
      <ShortcutsSection />
    </Shell>
  );
}

function Shell({ children }: { children: preact.ComponentChildren }) {
  return (
    <main>
      <h1>{t('optionsTitle')}</h1>
      {children}
    </main>
  );
}
