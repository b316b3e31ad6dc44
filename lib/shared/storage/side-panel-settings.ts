import { browser } from 'wxt/browser';
import * as z from 'zod/mini';
import { defineValidatedItem } from './item';

/** How the person opens the side panel. */
const sidePanelSettingsSchema = z.object({
  /** A click on the toolbar button opens the side panel instead of the popup. */
  openFromToolbar: z.boolean(),
});
/** How the person opens the side panel. */
export type SidePanelSettings = z.infer<typeof sidePanelSettingsSchema>;

/** The person's own choice, in `storage.local` (the options page writes it). */
export const sidePanelSettings = defineValidatedItem<SidePanelSettings>('local:sidePanel', {
  schema: sidePanelSettingsSchema,
  fallback: { openFromToolbar: false },
  version: 1,
});

/** The managed policy key that presets the option (public/managed-schema.json). */
export const TOOLBAR_PANEL_POLICY_KEY = 'openSidePanelFromToolbar';

/**
 * A policy's true or false. Windows' registry has no boolean: a `REG_DWORD` of 1 or 0 is how an
 * administrator writes one there, and Firefox passes that number on as it is (Chromium converts
 * it against the schema), so 1 and 0 count as true and false from any source.
 */
const policyBoolean = z.union([z.boolean(), z.literal(1), z.literal(0)]);

/** Whether the toolbar button opens the side panel, and whether the organisation decided it. */
export interface ToolbarPanelChoice {
  openFromToolbar: boolean;
  /** True when a browser policy set it: the options page shows it locked. */
  managed: boolean;
  /**
   * True when a policy gives the key a value that is not true or false: it is ignored (the
   * person's own choice applies) and the options page says so, for IT to correct.
   */
  policyIgnored?: boolean;
}

/**
 * The policy's value for the option: `value` true or false when the organisation set it;
 * undefined when it did not, or when the browser has no managed storage (it answers nothing or
 * throws). A value that is not a boolean (nor 1 or 0) is ignored and reported (`ignored`).
 */
async function readToolbarPanelPolicy(): Promise<{ value?: boolean; ignored?: boolean }> {
  try {
    const stored = await browser.storage.managed.get(TOOLBAR_PANEL_POLICY_KEY);
    const set = stored?.[TOOLBAR_PANEL_POLICY_KEY];
    if (set === undefined) return {};
    const parsed = policyBoolean.safeParse(set);
    return parsed.success
      ? { value: parsed.data === true || parsed.data === 1 }
      : { ignored: true };
  } catch {
    return {};
  }
}

/** The option in force: the organisation's policy when set, otherwise the person's choice. */
export async function toolbarPanelChoice(): Promise<ToolbarPanelChoice> {
  const [policy, own] = await Promise.all([readToolbarPanelPolicy(), sidePanelSettings.get()]);
  if (policy.value !== undefined) return { openFromToolbar: policy.value, managed: true };
  const choice = { openFromToolbar: own.openFromToolbar, managed: false };
  return policy.ignored ? { ...choice, policyIgnored: true } : choice;
}

/**
 * Calls back with the option in force whenever the person's choice or the policy changes
 * (browsers report a new policy as a change of the `managed` area). Returns the stop function.
 */
export function watchToolbarPanelChoice(
  callback: (choice: ToolbarPanelChoice) => void,
): () => void {
  const reread = () => void toolbarPanelChoice().then(callback);
  const stopOwn = sidePanelSettings.watch(reread);
  const onManaged = (_changes: unknown, area: string) => {
    if (area === 'managed') reread();
  };
  browser.storage.onChanged.addListener(onManaged);
  return () => {
    stopOwn();
    browser.storage.onChanged.removeListener(onManaged);
  };
}
