import type { ReferralInviteeValue } from '@khela/contract';

/** The invite link as a friend opens it: the server's path on this site's address. */
export function absoluteLink(link: string, origin: string): string {
  return new URL(link, origin).toString();
}

/** How far an amount is toward its target, 0–100 (a zero target is reached). */
export function progressPercent(value: string, target: string): number {
  const have = Number.parseFloat(value);
  const need = Number.parseFloat(target);
  if (!Number.isFinite(have) || !Number.isFinite(need)) return 0;
  if (need <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((have / need) * 100)));
}

/** The tone of an invitee's status badge. */
export function statusTone(status: ReferralInviteeValue['status']): 'green' | 'gold' | 'red' | 'muted' {
  switch (status) {
    case 'rewarded':
      return 'green';
    case 'pending':
      return 'gold';
    case 'refused':
      return 'red';
    default:
      return 'muted';
  }
}
