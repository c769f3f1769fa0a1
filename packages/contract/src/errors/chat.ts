import type { CatalogueEntry } from './entry.js';

/** Live customer chat (issue 18, decision 0065). */
export const chatErrors = {
  CHAT_NOT_FOUND: {
    status: 404,
    when: 'A chat id that does not exist, or (player, visitor) that is not the caller’s own chat: someone else’s chat answers as if it did not exist.',
    text: { en: 'This chat does not exist', bn: 'এই চ্যাটটি নেই' },
  },
  CHAT_CLOSED: {
    status: 409,
    when: 'Sending to, taking, transferring or closing a chat that is already closed. Open a new chat with CBS_launchChat.',
    text: { en: 'This chat has ended', bn: 'এই চ্যাটটি শেষ হয়েছে' },
  },
  CHAT_VISITOR_EXPIRED: {
    status: 401,
    when: 'A visitor token (X-Chat-Visitor) that is unknown or expired. The visitor launches a new chat.',
    text: {
      en: 'Your chat session has expired, please start a new chat',
      bn: 'আপনার চ্যাট সেশনের মেয়াদ শেষ, অনুগ্রহ করে নতুন চ্যাট শুরু করুন',
    },
  },
  CHAT_ALREADY_TAKEN: {
    status: 409,
    when: 'An operator takes a chat another operator took first (two took it at once: one wins). Refresh the queue.',
    text: {
      en: 'Another operator has already taken this chat',
      bn: 'অন্য একজন অপারেটর ইতিমধ্যে এই চ্যাটটি নিয়েছেন',
    },
  },
  CHAT_NOT_YOURS: {
    status: 403,
    when: 'An operator replies to, transfers or closes a chat that is not theirs (still queued: take it first; or served by another operator).',
    text: {
      en: 'This chat is not assigned to you; take it from the queue first',
      bn: 'এই চ্যাটটি আপনাকে দেওয়া হয়নি; প্রথমে সারি থেকে নিন',
    },
  },
  CHAT_TRANSFER_TARGET_INVALID: {
    status: 400,
    when: 'A transfer to an operator who does not exist, is not active, whose role does not hold chat.serve, or who already serves the chat.',
    text: {
      en: 'This chat cannot be transferred to that operator',
      bn: 'এই চ্যাটটি সেই অপারেটরের কাছে স্থানান্তর করা যাবে না',
    },
  },
} as const satisfies Record<string, CatalogueEntry>;
