import { Box, DialogContent, Tab, Tabs } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';

export interface DialogTabsState<T extends string> {
  /** The tab shown. */
  tab: T;
  /** Tabs opened at least once: their panels stay mounted, so what was typed there survives switching. */
  visited: ReadonlySet<T>;
  /** Shows a tab and mounts its panel (also used to bring up the tab holding a form's first error). */
  showTab: (next: T) => void;
}

/** Which tab of a tabbed dialog is shown and which have been visited; starts on `first`. */
export function useDialogTabs<T extends string>(first: T): DialogTabsState<T> {
  const [tab, setTab] = useState<T>(first);
  const [visited, setVisited] = useState<ReadonlySet<T>>(() => new Set([first]));
  const showTab = (next: T) => {
    setTab(next);
    setVisited((current) => (current.has(next) ? current : new Set([...current, next])));
  };
  return { tab, visited, showTab };
}

export interface DialogTabsProps<T extends string> {
  state: DialogTabsState<T>;
  /** The tabs in their order. */
  tabs: readonly T[];
  /** Translated name of a tab. */
  label: (entry: T) => string;
  /** Translated name of the tab list, for screen readers. */
  ariaLabel?: string;
  /** Test ids `<prefix>-tab-<entry>` and `<prefix>-panel-<entry>`. */
  testIdPrefix: string;
  isDisabled?: (entry: T) => boolean;
  /** A tab's content; called only for visited tabs. */
  render: (entry: T) => ReactNode;
}

/**
 * A dialog's scrollable tab bar and, below it, the dialog content with one panel per visited tab.
 * Panels mount on their first visit and are then only hidden, so form fields keep their values.
 */
export function DialogTabs<T extends string>({
  state,
  tabs,
  label,
  ariaLabel,
  testIdPrefix,
  isDisabled,
  render,
}: DialogTabsProps<T>) {
  const id = useId();
  const { tab, visited, showTab } = state;
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_event, next: T) => showTab(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={ariaLabel}
        sx={{ borderBlockEnd: 1, borderColor: 'divider', paddingInline: 1 }}
      >
        {tabs.map((entry) => (
          <Tab
            key={entry}
            value={entry}
            label={label(entry)}
            disabled={isDisabled?.(entry)}
            id={`${id}-tab-${entry}`}
            aria-controls={`${id}-panel-${entry}`}
            data-testid={`${testIdPrefix}-tab-${entry}`}
          />
        ))}
      </Tabs>
      <DialogContent sx={{ paddingBlockStart: 2 }}>
        {tabs
          .filter((entry) => visited.has(entry))
          .map((entry) => (
            <Box
              key={entry}
              role="tabpanel"
              id={`${id}-panel-${entry}`}
              aria-labelledby={`${id}-tab-${entry}`}
              hidden={entry !== tab}
              sx={{ paddingBlockStart: 1 }}
              data-testid={`${testIdPrefix}-panel-${entry}`}
            >
              {render(entry)}
            </Box>
          ))}
      </DialogContent>
    </>
  );
}
