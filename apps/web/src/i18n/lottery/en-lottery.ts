/** English texts of the lottery pages /lottery, /seaLottery and /vnLottery (issue 20); Bengali mirrors it key for key. */
export const enLottery = {
  lottery_title: 'Lottery',
  lottery_lead: 'Fast e-lotteries, 4D and the Vietnamese lottery — pick a game to play',
  lottery_sea_title: 'Southeast Asian lottery',
  lottery_sea_lead: '4D draws three times a week — pick a game to play',
  lottery_vn_title: 'Vietnam lottery',
  lottery_vn_lead: 'Daily draws of the North, Central and South regions — pick a game to play',
};
