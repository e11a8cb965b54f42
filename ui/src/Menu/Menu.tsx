import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button, type ButtonVariant } from '../Button/index.ts';
import { cx } from '../cx.ts';
import { nextByFirstLetter } from './typeahead.ts';

export interface MenuItem {
  /** Text of the item; labels are unique within a menu. */
  label: string;
  /** Renders the item as a link. */
  href?: string;
  /** Called when the item is chosen, after the menu has closed. */
  onSelect?: () => void;
  /** Styles the item as a dangerous action. */
  destructive?: boolean;
}

export interface MenuProps {
  /** Content of the trigger button. */
  label: ReactNode;
  /** Accessible name of the trigger, when `label` is not text (an avatar, an icon). */
  triggerLabel?: string;
  items: MenuItem[];
  /** Which edge of the trigger the menu lines up with. */
  align?: 'start' | 'end';
  /** Look of the trigger button. */
  variant?: ButtonVariant;
  className?: string;
}

/**
 * A menu button (WAI-ARIA menu button pattern): Enter, Space or ArrowDown open it on the first
 * item and ArrowUp on the last; arrows move with wrap; Home/End; a letter jumps to the next item
 * starting with it; Escape closes and returns focus to the button; Tab and clicking outside close.
 */
export function Menu({
  label,
  triggerLabel,
  items,
  align = 'start',
  variant = 'ghost',
  className,
}: MenuProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const pressedInside = useRef(false);
  const triggerId = useId();
  const menuId = useId();

  // Focus follows the active item while the menu is open (it must be visible to take focus).
  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  // A press anywhere else closes the menu. The flag is set on the way down through our own
  // element, which also holds inside a (closed) shadow root where composedPath() says nothing.
  useEffect(() => {
    const document = triggerRef.current?.ownerDocument;
    if (!open || !document) return;
    pressedInside.current = false;
    const onPointerDown = () => {
      if (!pressedInside.current) setOpen(false);
      pressedInside.current = false;
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const choose = (item: MenuItem) => {
    if (item.href === undefined) close();
    else setOpen(false);
    item.onSelect?.();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        setActive(active >= last ? 0 : active + 1);
        break;
      case 'ArrowUp':
        setActive(active <= 0 ? last : active - 1);
        break;
      case 'Home':
        setActive(0);
        break;
      case 'End':
        setActive(last);
        break;
      case 'Escape':
        close();
        break;
      case 'Tab':
        // Focus goes back to the trigger first, so Tab's own move starts from there.
        close();
        return;
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        const match = nextByFirstLetter(
          items.map((item) => item.label),
          active,
          event.key,
        );
        if (match === -1) return;
        setActive(match);
      }
    }
    event.preventDefault();
  };

  return (
    <div
      className={cx('wf-menu', className)}
      data-state={open ? 'open' : 'closed'}
      onPointerDownCapture={() => {
        pressedInside.current = true;
      }}
    >
      <Button
        ref={triggerRef}
        id={triggerId}
        variant={variant}
        className="wf-menu__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={triggerLabel}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <svg className="wf-menu__chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
      </Button>
      <div
        id={menuId}
        role="menu"
        aria-labelledby={triggerId}
        className={cx('wf-menu__list', `wf-menu__list--${align}`)}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {items.map((item, index) => {
          const itemClass = cx('wf-menu__item', item.destructive && 'wf-menu__item--destructive');
          const ref = (element: HTMLElement | null) => {
            itemRefs.current[index] = element;
          };
          return item.href === undefined ? (
            <button
              key={item.label}
              ref={ref}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={itemClass}
              onClick={() => choose(item)}
            >
              {item.label}
            </button>
          ) : (
            <a
              key={item.label}
              ref={ref}
              href={item.href}
              role="menuitem"
              tabIndex={-1}
              className={itemClass}
              onClick={() => choose(item)}
              onKeyDown={(event) => {
                // Links answer Enter by themselves; a menu item also answers Space.
                if (event.key !== ' ') return;
                event.preventDefault();
                event.currentTarget.click();
              }}
            >
              {item.label}
            </a>
          );
        })}
      </div>
    </div>
  );
}
