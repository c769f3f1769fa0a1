import { NoticeModal } from '../notice/notice-modal';
import { type ContentModal, contentModalStore } from './content-modal-store';
import { HelpModal } from './help-modal';

const close = () => contentModalStore.close();

/** The content modals' chunk (decision 0083): loaded when the shell first opens one. */
export function ContentModals({ modal }: { modal: ContentModal }) {
  return modal.kind === 'notice' ? (
    <NoticeModal onClose={close} />
  ) : (
    <HelpModal section={modal.section} onClose={close} />
  );
}
