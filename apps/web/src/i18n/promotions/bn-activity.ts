/**
 * Bengali texts of activity applications on /promotions (decision 0057), merged into the
 * promotions namespace by register.ts. Numbers come in through placeholders (Bengali digits).
 */
export const bnActivity = {
  promo_badge_applying: 'আবেদন করা হয়েছে',
  promo_badge_rejected: 'প্রত্যাখ্যাত',
  act_reward_cash: 'পুরস্কার: নগদ {{amount}}',
  act_reward_cash_upto: 'পুরস্কার: নগদ সর্বোচ্চ {{amount}}',
  act_reward_bonus: 'পুরস্কার: বোনাস {{amount}}, বাজি {{multiple}}×',
  act_reward_bonus_upto: 'পুরস্কার: বোনাস সর্বোচ্চ {{amount}}, বাজি {{multiple}}×',
  act_images_needed: 'আবেদনের সাথে অন্তত একটি ছবি দিতে হবে।',
  act_login: 'আবেদন করতে লগইন করুন',
  act_apply: 'আবেদন করুন',
  act_apply_again: 'আবার আবেদন করুন',
  act_form_title: 'আবেদন: {{title}}',
  act_remark: 'মন্তব্য',
  act_remark_placeholder: 'আপনার আবেদনের বিষয়ে লিখুন',
  act_counter: '{{count}}/{{max}}',
  act_images: 'ছবি (png বা jpg, প্রতিটি সর্বোচ্চ {{size}} MB, সর্বোচ্চ {{max}}টি)',
  act_add_image: 'ছবি যোগ করুন',
  act_remove_image: 'সরান',
  act_type_refused: 'শুধুমাত্র png বা jpg ছবি গ্রহণযোগ্য',
  act_size_refused: 'প্রতিটি ছবি সর্বোচ্চ {{size}} MB হতে পারে',
  act_too_many: 'আপনি সর্বোচ্চ {{max}}টি ছবি আপলোড করতে পারেন',
  act_remark_too_long: 'মন্তব্য সর্বোচ্চ {{max}} অক্ষরের হতে পারে',
  act_image_required: 'অন্তত একটি ছবি যোগ করুন',
  act_send: 'আবেদন পাঠান',
  act_sending: 'পাঠানো হচ্ছে…',
  act_cancel: 'বাতিল',
  act_sent: 'আবেদন পাঠানো হয়েছে। আমরা শীঘ্রই পর্যালোচনা করব।',
  act_my_applications: 'আমার আবেদন',
  act_status_applying: 'পর্যালোচনাধীন',
  act_status_issued: 'পুরস্কার দেওয়া হয়েছে',
  act_status_rejected: 'প্রত্যাখ্যাত',
  act_issued_amount: 'পেয়েছেন {{amount}}',
  act_reason: 'কারণ: {{reason}}',
  act_applied_at: 'আবেদন {{date}}',
  act_view_bonus: 'আমার বোনাস দেখুন',
  act_image_alt: 'ছবি {{index}}',
};

export type ActivityMessages = Record<keyof typeof bnActivity, string>;
