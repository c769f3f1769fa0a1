/**
 * Bengali messages of the security centre's login password and avatar cards (decision 0086),
 * spread into bn-member.ts (the page is a member-centre page, so they stay out of the first view);
 * en-security.ts mirrors them key for key. The cards reuse the account texts of the main namespace
 * (change_password_*, old_password, new_password …).
 */
export const bnSecurity = {
  password_last_changed: 'শেষ পরিবর্তন {{date}}',
  password_changed: 'পাসওয়ার্ড পরিবর্তন হয়েছে। এখানে আপনি লগইন আছেন; অন্য সব ডিভাইস থেকে লগআউট করা হয়েছে।',
  password_none:
    'আপনি সোশ্যাল অ্যাকাউন্ট দিয়ে লগইন করেন, তাই পরিবর্তনের মতো কোনো পাসওয়ার্ড নেই। একটি সেট করতে লগআউট করে "পাসওয়ার্ড ভুলে গেছেন?" ব্যবহার করুন।',
  avatar_title: 'অ্যাভাটার',
  avatar_choice: 'অ্যাভাটার {{number}}',
  avatar_saved: 'অ্যাভাটার সংরক্ষিত হয়েছে',
};
