import { useEffect, useState } from 'preact/hooks';
import { toApiError } from '../../shared/errors/api-error';
import { t } from '../../shared/i18n';
import {
  sidePanelSettings,
  type ToolbarPanelChoice,
  toolbarPanelChoice,
  watchToolbarPanelChoice,
} from '../../shared/storage/side-panel-settings';

/** The "Open the side panel from the toolbar button" option, as the options page shows it. */
export interface ToolbarPanelController {
  /** Undefined until read. */
  choice?: ToolbarPanelChoice;
  /** Why the last change could not be stored, in words. */
  problem?: string;
  /** Stores the person's choice; the worker applies it (lib/background/popup-address.ts). */
  set(on: boolean): void;
}

/**
 * Reads the option in force (the policy's when set) and follows its changes, from this page
 * or another; a change is stored before it shows, so what the box shows is what is kept.
 */
export function useToolbarPanel(): ToolbarPanelController {
  const [choice, setChoice] = useState<ToolbarPanelChoice>();
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    void toolbarPanelChoice().then(setChoice);
    return watchToolbarPanelChoice(setChoice);
  }, []);
  return {
    choice,
    problem,
    set(on) {
      setProblem(undefined);
      sidePanelSettings.set({ openFromToolbar: on }).catch((error: unknown) => {
        setProblem(t('sidePanelOptionsSaveFailed', toApiError(error).message));
      });
    },
  };
}
