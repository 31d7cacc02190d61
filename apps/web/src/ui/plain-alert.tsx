import type { ReactNode } from 'react';
import { PlainIcon } from './plain-icons';

const icons = { info: 'info', warning: 'warning', error: 'error' } as const;

/**
 * A message in the flow of a page, as MUI's standard Alert draws it (a tinted box, its icon, the
 * text and an optional action at the end), in plain elements for the pages that load no MUI
 * (ADR 0034; storefront/styles/base.css). Announced as it appears, as MUI's is.
 */
export function PlainAlert({
  severity,
  action,
  children,
  'data-testid': testId,
}: {
  severity: keyof typeof icons;
  action?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <div role="alert" className={`sf-alert sf-alert--${severity}`} data-testid={testId}>
      <PlainIcon name={icons[severity]} className="sf-alert__icon" />
      <div className="sf-alert__message">{children}</div>
      {action ? <div className="sf-alert__action">{action}</div> : null}
    </div>
  );
}
