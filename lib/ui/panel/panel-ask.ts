import type { ApiErrorData } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import type { MessageInput, MessageName, Reply } from '../../shared/messages/messenger';
import { sendMessage } from '../../shared/messages/send';
import type { Notice } from '../../shared/notice';

/** What the panel knows of a failure: the worker's sentence, its kind and code. */
export type PanelError = Pick<ApiErrorData, 'kind' | 'message' | 'code'>;

/**
 * Asks the background, like `lib/ui/ask.ts`, but a failure is thrown as plain data rather than
 * an ApiError: the worker already worded it, and the panel only shows the sentence and reads
 * its kind and code, so the injected script carries none of ApiError's class (issue 17's
 * 10 KB panel). A worker that could not be reached, or answered nothing, gets a sentence here.
 */
export async function panelAsk<M extends MessageName>(
  name: M,
  data: MessageInput<M>,
): Promise<Reply<M>> {
  const result = await sendMessage(name, data).catch(() => {
    throw { kind: 'unexpected-response', message: t('errorUnexpected') } satisfies PanelError;
  });
  if (!result) throw { kind: 'unexpected-response', message: t('errorNoAnswer') };
  if (!result.ok) throw result.error;
  return result.value;
}

/** Anything `panelAsk` or an action threw, as the failure the panel shows. */
export function panelError(error: unknown): PanelError {
  const data = error as Partial<PanelError> | undefined;
  return typeof data?.message === 'string' && typeof data.kind === 'string'
    ? (data as PanelError)
    : { kind: 'unexpected-response', message: t('errorUnexpected') };
}

/** The notice for a failure: "already there" is information, everything else an error. */
export function panelErrorNotice(error: unknown): Notice {
  const { kind, message } = panelError(error);
  return { tone: kind === 'already-exists' ? 'info' : 'error', message };
}

/** Opens the options page. Never fails: with the worker unreachable the button stays there. */
export function openOptions(): void {
  void panelAsk('openOptions', undefined).catch(() => undefined);
}
