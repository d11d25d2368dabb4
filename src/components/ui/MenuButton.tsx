import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './menu.css';

/** drawn after the button's text, silent to screen readers (aria-haspopup says it) */
const openMark = '▾';

/**
 * A button that opens a short menu of actions, with the keys of the WAI-ARIA menu button pattern.
 * `label` names what the menu acts on, e.g. "Actions for import 3f2a…".
 */
export function MenuButton({ label, items }: { label: string; items: readonly { label: string; onSelect: () => void }[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const focusItem = (index: number) => itemRefs.current[(index + items.length) % items.length]?.focus();
  const openAt = (index: number) => {
    setOpen(true);
    // the items exist once React has drawn the open menu
    requestAnimationFrame(() => focusItem(index));
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(e.key === 'ArrowDown' ? 0 : items.length - 1);
    } else if (e.key === 'Escape' && open) {
      // the menu is open but its first item has not taken focus yet (it does on the next frame)
      e.preventDefault();
      close(true);
    }
  };
  const onMenuKey = (e: KeyboardEvent) => {
    const current = itemRefs.current.findIndex((el) => el === document.activeElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: items.length - 1 };
    if (e.key in moves) {
      e.preventDefault();
      focusItem(moves[e.key]!);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div
      className="menu-button"
      onBlur={(e) => {
        // focus left the button and its menu (a click elsewhere, Tab): close without taking focus back
        if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) close(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-ghost btn-small"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        {t('menu.actions')} <span aria-hidden="true">{openMark}</span>
      </button>
      {open && (
        <ul id={`${id}-menu`} className="menu" role="menu" aria-label={label} onKeyDown={onMenuKey}>
          {items.map((item, i) => (
            <li key={item.label} role="none">
              <button
                ref={(el) => {
                  itemRefs.current[i] = el;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="menu-item"
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
