import * as z from 'zod/mini';
import { defineValidatedItem } from './item';
import { readPolicyBoolean, watchPreset } from './policy-preset';

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

/** The option in force: the organisation's policy when set, otherwise the person's choice. */
export async function toolbarPanelChoice(): Promise<ToolbarPanelChoice> {
  const [policy, own] = await Promise.all([
    readPolicyBoolean(TOOLBAR_PANEL_POLICY_KEY),
    sidePanelSettings.get(),
  ]);
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
  return watchPreset(sidePanelSettings, () => void toolbarPanelChoice().then(callback));
}
