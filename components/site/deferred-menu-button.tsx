"use client";

import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";

/** What the visitor had done with the button by the time the menu's code arrived. */
export type MenuIntent = {
  /** The button had the keyboard focus: the menu's own button takes it over. */
  focus: boolean;
  /** The button was pressed: the menu opens at once. */
  open: boolean;
  /** It was pressed with a key (Enter or Space): the menu's first item gets the focus, as a menu opened from the keyboard does. */
  keyboard: boolean;
};

export type DeferredMenuProps = { intent: MenuIntent };

/**
 * A header button whose dropdown (Radix's menu with its positioning engine, about 35 kB of gzipped
 * JavaScript) is fetched at the first sign of use, as the pointer comes near the button, as it gets the
 * focus or when it is pressed, rather than with every page. Then the menu's own button takes its place,
 * with the focus and the press carried over (`useMenuIntent` below).
 */
export function DeferredMenuButton<P extends object = object>({
  load,
  menuProps,
  className,
  children,
}: {
  load: () => Promise<React.ComponentType<P & DeferredMenuProps>>;
  /** What the loaded menu is given besides the intent (its label and links, say). */
  menuProps?: P;
  className: string;
  children: React.ReactNode;
}) {
  const [Menu, setMenu] = useState<React.ComponentType<P & DeferredMenuProps> | null>(null);
  // What the visitor does before the code arrives is state, not read when the code arrives: a press made
  // after the module resolved but before React swapped the buttons must still open the menu.
  const [focused, setFocused] = useState(false);
  const [press, setPress] = useState<{ open: boolean; keyboard: boolean }>({ open: false, keyboard: false });
  const intent = useMemo<MenuIntent>(() => ({ focus: focused, ...press }), [focused, press]);

  const fetchMenu = () => {
    void load().then((loaded) => setMenu(() => loaded));
  };

  if (Menu) return <Menu {...(menuProps as P)} intent={intent} />;
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={fetchMenu}
      onFocus={() => {
        setFocused(true);
        fetchMenu();
      }}
      onBlur={() => setFocused(false)}
      // Radix's menu opens on the pointer's press, not on the click that follows it, so the press is what
      // counts: the buttons may be swapped between the two, and the click would then reach the menu's own
      // button, which does nothing with it.
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        setPress({ open: true, keyboard: false });
        fetchMenu();
      }}
      onClick={(event) => {
        // Enter or Space: a click with no pointer behind it (detail 0).
        if (event.detail !== 0) return;
        setPress({ open: true, keyboard: true });
        fetchMenu();
      }}
    >
      {children}
    </button>
  );
}

/**
 * For the loaded menu's button: it takes the focus the placeholder had, in the same task as the swap (so
 * that no key lands on the page between them). A press with the pointer opens the menu at once; a press
 * with a key is handed to the menu's button as the key it was, so that the menu opens as from the keyboard,
 * with its first item focused (Radix tells the two apart by the keys it has seen on the document).
 */
export function useMenuIntent({ focus, open, keyboard }: MenuIntent) {
  const trigger = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (focus || open) trigger.current?.focus();
  }, [focus, open]);
  // After the menu's own effects, which start listening for keys.
  useEffect(() => {
    if (open && keyboard) trigger.current?.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
  }, [open, keyboard]);
  return { trigger, defaultOpen: open && !keyboard };
}
