import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainIcon } from '../ui/plain-icons';

/**
 * The generic error screen of spec 1 §2: says something broke and offers a reload. Plain elements
 * (`.sf-error-screen`, storefront.css): it guards the storefront's first page too (ADR 0034).
 */
export function ErrorScreen({ fullScreen = true }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={fullScreen ? 'sf-error-screen sf-error-screen--full' : 'sf-error-screen'}>
      <div className="sf-card sf-error-screen__card">
        <h1 className="sf-error-screen__title">{t('common.errorScreen.title')}</h1>
        <p className="sf-error-screen__body">{t('common.errorScreen.body')}</p>
        <button
          type="button"
          className="sf-button sf-button--contained"
          onClick={() => window.location.reload()}
          data-testid="error-reload"
        >
          <PlainIcon name="replay" size="small" />
          {t('common.errorScreen.reload')}
        </button>
      </div>
    </div>
  );
}

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Changing it (for example the page address) clears a caught error. */
  resetKey?: string;
  fullScreen?: boolean;
}

/** Catches render errors below it so one broken screen never leaves a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render error', error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    if (this.state.error) return <ErrorScreen fullScreen={this.props.fullScreen ?? true} />;
    return this.props.children;
  }
}
