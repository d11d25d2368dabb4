import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert } from '../components/ui/Alert';
import { Button } from '../components/ui/Button';

interface Props {
  children: ReactNode;
  /** a change of this value clears the error (e.g. the location) */
  resetKey?: string;
}
interface State {
  error: Error | null;
}

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
    // a page's code that failed to download stays failed until the page is loaded afresh
    const codeMissing = /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message);
    const retry = codeMissing ? (
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    ) : (
      <Button onClick={() => this.setState({ error: null })}>Try showing the page again</Button>
    );
    return (
      <div className="page">
        <h1>This page could not be shown</h1>
        <Alert tone="danger" title="Something went wrong" action={retry}>
          {codeMissing ? 'Part of the app could not be downloaded. Check your connection and reload.' : error.message}
        </Alert>
      </div>
    );
  }
}
