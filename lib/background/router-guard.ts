/**
 * @webext-core/messaging 4.0 finds a message's handler in a plain object, so a message named
 * after an Object member ("constructor", "toString", "__proto__"...) reaches a built-in
 * function instead of nothing, and is answered with an echo or an error. This listener is
 * registered first and answers such a message with nothing at once; the browser delivers the
 * first answer only.
 * @param isMessage tells a name of the message table from anything else.
 */
export function guardAgainstForeignNames(isMessage: (type: string) => boolean): void {
  const runtime = (
    globalThis as unknown as {
      chrome: {
        runtime: {
          onMessage: {
            addListener(
              listener: (
                message: unknown,
                sender: unknown,
                respond: (answer?: unknown) => void,
              ) => boolean,
            ): void;
          };
        };
      };
    }
  ).chrome.runtime;
  runtime.onMessage.addListener((message, _sender, respond) => {
    const type = (message as { type?: unknown } | null)?.type;
    if (typeof type === 'string' && !isMessage(type) && type in {}) respond(undefined);
    return false;
  });
}
