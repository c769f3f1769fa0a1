/**
 * Which content modal is open (spec "Modals": notice and help centre; decision 0083): the news
 * centre's list, or the help centre at a section. One at a time. The shell's entries (the side
 * menu's news centre, the footer's help links) open them; each modal links to its full page.
 * Only this small store is in the first view; the slot that shows the modals comes after it.
 */
export type ContentModal = { kind: 'notice' } | { kind: 'help'; section?: string };

type Listener = () => void;

function createContentModalStore() {
  let current: ContentModal | null = null;
  const listeners = new Set<Listener>();
  const set = (next: ContentModal | null) => {
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    get: (): ContentModal | null => current,
    open: (modal: ContentModal) => set(modal),
    close: () => {
      if (current !== null) set(null);
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const contentModalStore = createContentModalStore();

type ClickLike = {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
};

/**
 * Whether a click on a link that opens a modal should open it: a plain primary click does; with
 * a modifier (new tab, new window, download) or another button the link does what links do, so
 * the full page stays one Ctrl-click away.
 */
export function opensModal(event: ClickLike): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
