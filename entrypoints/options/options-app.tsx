import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { ConnectionForm } from '../../components/options/connection-form';
import { NoticeBanner } from '../../components/ui/notice-banner';
import { SkeletonList } from '../../components/ui/skeleton';
import { toApiError } from '../../lib/shared/errors/api-error';
import { t } from '../../lib/shared/i18n';
import type { ConnectionInput } from '../../lib/shared/messages/messenger';
import type { Notice } from '../../lib/shared/notice';
import type { ConnectionView } from '../../lib/shared/types/connection';
import { normalizeBaseUrl, serviceOrigin } from '../../lib/shared/urls/base-url';
import { originPattern } from '../../lib/shared/urls/origin';
import { ask } from '../../lib/ui/ask';
import type { Loading } from '../../lib/ui/loading';
import { ShortcutsSection } from './shortcuts-section';

/**
 * Asks the browser for access to exactly the service's origin. It must run first in a click
 * handler: the browser only shows its prompt for a person's gesture. Answers the origin, or
 * a message for the form when the address is malformed or access was refused.
 */
async function requestAccess(
  input: ConnectionInput,
  view: ConnectionView,
): Promise<{ origin: string } | { notice: Notice }> {
  let origin: string;
  try {
    origin = serviceOrigin(
      view.managed.serviceUrl && view.serviceUrl
        ? view.serviceUrl
        : normalizeBaseUrl(input.serviceUrl),
    );
  } catch (error) {
    return { notice: { tone: 'error', message: toApiError(error).message } };
  }
  let granted = false;
  try {
    granted = await browser.permissions.request({ origins: [originPattern(origin)] });
  } catch (error) {
    return { notice: { tone: 'error', message: toApiError(error).message } };
  }
  if (!granted) {
    return { notice: { tone: 'error', message: t('optionsPermissionRefused', origin) } };
  }
  return { origin };
}

/** The options page: connection settings and keyboard shortcuts. */
export function OptionsApp() {
  const [connection, setConnection] = useState<Loading<ConnectionView>>({ loading: true });
  const view = connection.value;
  const setView = (value: ConnectionView) => setConnection({ value, loading: false });
  const [busy, setBusy] = useState<'test' | 'save' | null>(null);
  const [notice, setNotice] = useState<Notice>();
  const [warnings, setWarnings] = useState<string[]>([]);

  useEffect(() => {
    ask('getConnection').then(setView, (error) =>
      setConnection({ loading: false, error: toApiError(error) }),
    );
  }, []);

  if (connection.error)
    return (
      <Shell>
        <NoticeBanner notice={{ tone: 'error', message: connection.error.message }} />
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

  return (
    <Shell>
      <section aria-labelledby="connection-heading">
        <h2 id="connection-heading">{t('optionsConnectionHeading')}</h2>
        <p class="wk-muted">{t('optionsConnectionIntro')}</p>
        <ConnectionForm
          key={`${view.serviceUrl}|${view.hasToken}`}
          view={view}
          busy={busy}
          notice={notice}
          warnings={warnings}
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
