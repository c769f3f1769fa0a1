import type { enLottery } from './en-lottery';

/** Bengali texts of the lottery pages (issue 20). */
export type LotteryMessages = Record<keyof typeof enLottery, string>;

export const bnLottery: LotteryMessages = {
  lottery_title: 'লটারি',
  lottery_lead: 'দ্রুত ই-লটারি, ৪ডি ও ভিয়েতনাম লটারি — খেলতে একটি গেম বেছে নিন',
  lottery_sea_title: 'দক্ষিণ-পূর্ব এশিয়ার লটারি',
  lottery_sea_lead: 'সপ্তাহে তিনবার ৪ডি ড্র — খেলতে একটি গেম বেছে নিন',
  lottery_vn_title: 'ভিয়েতনাম লটারি',
  lottery_vn_lead: 'উত্তর, মধ্য ও দক্ষিণ অঞ্চলের দৈনিক ড্র — খেলতে একটি গেম বেছে নিন',
};
