import type { InboxMessages } from './bn-inbox';

/** English texts of the messageV2 page (decision 0060). */
export const enInbox: InboxMessages = {
  inbox_title: 'Messages',
  inbox_lead: 'Messages from the site to you: announcements, and news of your transactions and rewards.',
  inbox_unread: '{{n}} unread',
  inbox_read_all: 'Mark all read',
  inbox_empty: 'No messages yet.',
  inbox_retry: 'Try again',
  inbox_new: 'New',
  inbox_open: 'Open the message',
  inbox_close: 'Close',
  inbox_delete: 'Delete',
  inbox_deleted: 'The message was deleted.',
  inbox_previous: 'Previous page',
  inbox_next: 'Next page',
  inbox_page: 'Page {{page}} of {{pages}}',
  inbox_kind_operator: 'Announcement',
  inbox_kind_system: 'System',
};
