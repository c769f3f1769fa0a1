import { describe, expect, it } from 'vitest';
import { contentModalStore, opensModal } from './content-modal-store';

const click = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};

describe('opensModal', () => {
  it('opens the modal on a plain primary click', () => {
    expect(opensModal(click)).toBe(true);
  });

  it('leaves a modified, secondary or already handled click to the link (the full page)', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey', 'defaultPrevented'] as const)
      expect(opensModal({ ...click, [key]: true }), key).toBe(false);
    expect(opensModal({ ...click, button: 1 })).toBe(false);
  });
});

describe('contentModalStore', () => {
  it('holds one modal at a time and tells its listeners, and closing twice tells them once', () => {
    let calls = 0;
    const stop = contentModalStore.subscribe(() => {
      calls += 1;
    });
    contentModalStore.open({ kind: 'notice' });
    contentModalStore.open({ kind: 'help', section: 'term' });
    expect(contentModalStore.get()).toEqual({ kind: 'help', section: 'term' });
    contentModalStore.close();
    contentModalStore.close();
    expect(contentModalStore.get()).toBeNull();
    expect(calls).toBe(3);
    stop();
  });
});
