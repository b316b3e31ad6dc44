import { useEffect, useState } from 'preact/hooks';
import { toApiError } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import type { Notice } from '../../shared/notice';
import type { AdminAccess } from '../../shared/types/connection';
import { ask } from '../ask';

/** The settings page's line on the administrators' tools ("People to invite"). */
export interface AdminAccessController {
  /** What the worker remembers (undefined until read, or when it could not be read). */
  access?: AdminAccess;
  /** True while "Check again" waits for the service. */
  checking: boolean;
  /** What the last "Check again" came to, in words with the next step. */
  outcome?: Notice;
  /** Forgets the refusal and asks the service once (the person's click). */
  check(): void;
}

/** The outcome of a check, said to the person. */
export function checkOutcome(access: AdminAccess): Notice {
  return access.refusedAt !== undefined
    ? { tone: 'warning', message: t('adminToolsStillRefused') }
    : { tone: 'success', message: t('adminToolsAvailable') };
}

/**
 * Reads what the worker remembers of the service's refusal, again whenever `connection` (the
 * saved connection as the page shows it) is another. Reading it never asks the service; only
 * `check` does, once per click.
 */
export function useAdminAccess(connection: unknown): AdminAccessController {
  const [access, setAccess] = useState<AdminAccess>();
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<Notice>();
  useEffect(() => {
    setOutcome(undefined);
    // Only a line of help: a worker that cannot answer leaves it out.
    ask('adminAccess', {}).then(setAccess, () => setAccess(undefined));
  }, [connection]);
  return {
    access,
    checking,
    outcome,
    check() {
      if (checking) return;
      setChecking(true);
      setOutcome(undefined);
      ask('adminAccess', { check: true })
        .then(
          (answer) => {
            setAccess(answer);
            setOutcome(checkOutcome(answer));
          },
          (error: unknown) => setOutcome({ tone: 'error', message: toApiError(error).message }),
        )
        .finally(() => setChecking(false));
    },
  };
}
