import { createContext, useContext, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Toast {
  id: number;
  tone: 'info' | 'success' | 'warning' | 'danger';
  message: string;
}

interface ToastApi {
  /** `message` is in the page's language (the caller translates it) */
  notify: (message: string, tone?: Toast['tone']) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Notices that appear for a few seconds and are announced to screen readers. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const dismiss = (id: number) => setToasts((all) => all.filter((toast) => toast.id !== id));
  // made once: it reaches the list only through React's (stable) setter
  const [api] = useState<ToastApi>(() => ({
    notify: (message, tone = 'info') => {
      const id = next.current++;
      setToasts((all) => [...all.slice(-3), { id, tone, message }]);
      setTimeout(() => dismiss(id), 8000);
    },
  }));
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast-${toast.tone}`}>
            <span>{toast.message}</span>
            <button
              type="button"
              className="btn btn-ghost btn-small"
              onClick={() => dismiss(toast.id)}
              aria-label={t('toast.dismiss', { message: toast.message })}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}
