/**
 * Bengali texts of the messageV2 page (decision 0060), in their own namespace (register-inbox.ts).
 * Numbers come in through placeholders (Bengali digits).
 */
export const bnInbox = {
  inbox_title: 'বার্তা',
  inbox_lead: 'সাইট থেকে আপনার জন্য পাঠানো বার্তা: ঘোষণা, লেনদেন ও পুরস্কারের খবর।',
  inbox_unread: '{{n}}টি অপঠিত',
  inbox_read_all: 'সব পঠিত করুন',
  inbox_empty: 'এখনও কোনো বার্তা নেই।',
  inbox_retry: 'আবার চেষ্টা করুন',
  inbox_new: 'নতুন',
  inbox_open: 'বার্তাটি খুলুন',
  inbox_close: 'বন্ধ করুন',
  inbox_delete: 'মুছে ফেলুন',
  inbox_deleted: 'বার্তাটি মুছে ফেলা হয়েছে।',
  inbox_previous: 'আগের পাতা',
  inbox_next: 'পরের পাতা',
  inbox_page: 'পাতা {{page}} / {{pages}}',
  inbox_kind_operator: 'ঘোষণা',
  inbox_kind_system: 'সিস্টেম',
};

export type InboxMessages = Record<keyof typeof bnInbox, string>;
