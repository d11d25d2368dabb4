import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ErrorMessage } from '@/components/ui/ErrorMessage';

interface Props {
  children: ReactNode;
  /** a change of this value clears the error (e.g. the location) */
  resetKey?: string;
}
type State = { error: Error | null };

/** A page that breaks shows what happened and a retry, and the rest of the shell keeps working. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    // kept for the developer console; carries no token or personal data
    console.error('Page failed to render', error.message, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <PageError error={error} onRetry={() => this.setState({ error: null })} />;
  }
}

function PageError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  // a page's code that failed to download stays failed until the page is loaded afresh
  const codeMissing = /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message);
  const reload = () => window.location.reload();
  const retry = <Button onClick={codeMissing ? reload : onRetry}>{codeMissing ? t('pageError.reload') : t('pageError.retry')}</Button>;
  return (
    <div className="page">
      <h1>{t('pageError.heading')}</h1>
      <Alert tone="danger" title={t('pageError.title')} action={retry}>
        {codeMissing ? t('pageError.codeMissing') : <ErrorMessage error={error} />}
      </Alert>
    </div>
  );
}
