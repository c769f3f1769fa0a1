/**
 * Bengali texts of the chat-room modal (decision 0065), in their own namespace (register-chat.ts).
 * Numbers come in through placeholders (Bengali digits).
 */
export const bnChat = {
  chat_title: 'লাইভ চ্যাট',
  chat_intro: 'আমাদের সহায়তা দল আপনাকে সাহায্য করবে। শুরু করতে আপনার নাম দিন (ঐচ্ছিক)।',
  chat_name: 'আপনার নাম',
  chat_contact: 'ফোন বা ইমেল (ঐচ্ছিক)',
  chat_start: 'চ্যাট শুরু করুন',
  chat_starting: 'শুরু হচ্ছে…',
  chat_queued: 'অপেক্ষমাণ সারিতে আপনার অবস্থান {{position}}। একজন এজেন্ট শীঘ্রই যুক্ত হবেন।',
  chat_waiting: 'একজন এজেন্টের জন্য অপেক্ষা করা হচ্ছে…',
  chat_with: '{{name}} আপনার সাথে কথা বলছেন',
  chat_empty: 'আপনার প্রশ্ন লিখুন, আমরা উত্তর দেব।',
  chat_placeholder: 'একটি বার্তা লিখুন…',
  chat_send: 'পাঠান',
  chat_sending: 'পাঠানো হচ্ছে…',
  chat_counter: '{{count}}/{{max}}',
  chat_end: 'চ্যাট শেষ করুন',
  chat_ended: 'এই চ্যাটটি শেষ হয়েছে। ইতিহাস সংরক্ষিত আছে।',
  chat_new: 'নতুন চ্যাট শুরু করুন',
  chat_reconnecting: 'সংযোগ বিচ্ছিন্ন — আবার সংযুক্ত হচ্ছে…',
  chat_connecting: 'সংযুক্ত হচ্ছে…',
  chat_connected: 'সংযুক্ত',
  chat_retry: 'আবার চেষ্টা করুন',
  chat_you: 'আপনি',
  chat_agent: 'এজেন্ট',
  chat_system_taken: 'একজন এজেন্ট চ্যাটে যোগ দিয়েছেন।',
  chat_system_transferred: 'আপনার চ্যাট অন্য একজন এজেন্টের কাছে পাঠানো হয়েছে।',
  chat_system_closed_by_operator: 'এজেন্ট চ্যাটটি শেষ করেছেন।',
  chat_system_closed_by_member: 'আপনি চ্যাটটি শেষ করেছেন।',
  chat_system_closed_by_visitor: 'আপনি চ্যাটটি শেষ করেছেন।',
};

export type ChatMessages = Record<keyof typeof bnChat, string>;
