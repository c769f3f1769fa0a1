import type { ChatSource } from '@khela/contract';
import { type ComponentType, useState } from 'react';

type Room = ComponentType<{ source: ChatSource; onClose: () => void }>;

let room: Promise<Room> | undefined;

/**
 * The chat-room modal on demand (decision 0065): its code, texts and the realtime client load on
 * the first click, never with the first view. Answers the modal (or null) and the opener.
 */
export function useChatRoom(source: ChatSource) {
  const [Open, setOpen] = useState<Room | null>(null);
  const open = () => {
    room ??= import('../pages/chat/chat-room').then((module) => module.ChatRoom);
    room.then(
      (loaded) => setOpen(() => loaded),
      () => {
        room = undefined; // a failed chunk load may succeed on the next click
      },
    );
  };
  return [Open && <Open source={source} onClose={() => setOpen(null)} />, open] as const;
}
