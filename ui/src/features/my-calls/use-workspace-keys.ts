// The agent's keyboard: one key per action on /mycalls (R ready, C call, H hang up …), so a whole shift can be
// worked without the mouse. Keys typed into a field are text, not commands; while a dialog is open only its own
// keys count (the page behind it is inert).
import { useEffect, useRef } from 'react';

/** A lower-case key ("r", "7") and what it does now; keys without an action are left to the browser. */
export type KeyBindings = ReadonlyMap<string, () => void>;

// Inputs that take no text (a radio, a checkbox) leave the keys to the page.
const KEYLESS_INPUTS = new Set(['radio', 'checkbox', 'button', 'submit', 'reset', 'range', 'color']);

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !KEYLESS_INPUTS.has(target.type);
  return target.isContentEditable || target.closest('textarea, select') !== null;
}

function dialogOpen(): boolean {
  return document.querySelector('[aria-modal="true"]') !== null;
}

export function useWorkspaceKeys(bindings: KeyBindings) {
  // The latest bindings without adding and removing the listener on every render.
  const latest = useRef(bindings);
  latest.current = bindings;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target) || dialogOpen()) return;
      const action = latest.current.get(event.key.toLowerCase());
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

/** The page's commands that may be used now (undefined: not now). */
export interface WorkspaceCommands {
  ready?: (() => void) | undefined;
  pause?: (() => void) | undefined;
  call?: (() => void) | undefined;
  skip?: (() => void) | undefined;
  hangUp?: (() => void) | undefined;
  mute?: (() => void) | undefined;
  hold?: (() => void) | undefined;
  nextLead?: (() => void) | undefined;
}

const COMMAND_KEYS: ReadonlyArray<[string, keyof WorkspaceCommands]> = [
  ['r', 'ready'],
  ['p', 'pause'],
  ['c', 'call'],
  ['s', 'skip'],
  ['h', 'hangUp'],
  ['m', 'mute'],
  ['l', 'hold'],
  ['n', 'nextLead'],
];

/**
 * The keys that do something now. Dispositions' own hotkeys go last: while a disposition can be given, a hotkey
 * an admin chose among the command letters gives the disposition.
 */
export function bindKeys(commands: WorkspaceCommands, dispositionKeys: ReadonlyArray<[string, () => void]>): KeyBindings {
  const keys = new Map<string, () => void>();
  for (const [key, name] of COMMAND_KEYS) {
    const command = commands[name];
    if (command) keys.set(key, command);
  }
  for (const [key, give] of dispositionKeys) keys.set(key.toLowerCase(), give);
  return keys;
}
