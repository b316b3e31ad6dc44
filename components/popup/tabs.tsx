import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';

/** One tab: its id (also used for element ids) and its label. */
export interface TabSpec<Id extends string> {
  id: Id;
  label: string;
}

interface TabsProps<Id extends string> {
  tabs: readonly TabSpec<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  label: string;
  /** The selected tab's panel. */
  children: ComponentChildren;
}

/**
 * Tabs as the ARIA pattern has them: one tab stop, arrow keys (and Home/End) move between tabs
 * and select them, the panel is labelled by its tab.
 */
export function Tabs<Id extends string>({
  tabs,
  selected,
  onSelect,
  label,
  children,
}: TabsProps<Id>) {
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    const tab = tabs[next];
    if (next < 0 || !tab) return;
    event.preventDefault();
    onSelect(tab.id);
    list.current?.querySelector<HTMLElement>(`#tab-${tab.id}`)?.focus();
  };
  return (
    <>
      <div class="wk-tabs" role="tablist" aria-label={label} ref={list}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            class="wk-tab"
            aria-selected={tab.id === selected}
            aria-controls={`panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        class="wk-tabpanel"
        role="tabpanel"
        id={`panel-${selected}`}
        aria-labelledby={`tab-${selected}`}
      >
        {children}
      </div>
    </>
  );
}
