import './channel-mark.css';

/**
 * The payment channels' marks: small SVG files in public/channels (original simple designs in each
 * brand's colour, not the brands' logos), so no image weighs on the page's JavaScript.
 */
const MARKS: Record<string, string> = {
  BKASH: '/channels/bkash.svg',
  NAGAD: '/channels/nagad.svg',
  ROCKET: '/channels/rocket.svg',
  BANK: '/channels/bank.svg',
};

/** A channel's mark by provider (BKASH, NAGAD, ROCKET, BANK); gateways share one; undefined for others. */
export function channelMarkUrl(provider: string, kind?: string): string | undefined {
  return (
    MARKS[provider.toUpperCase()] ??
    (kind === 'bank' ? MARKS.BANK : kind === 'gateway' ? '/channels/gateway.svg' : undefined)
  );
}

type Props = { provider: string; kind?: string; size?: 'small' | 'medium'; className?: string };

/** The mark beside a channel's name: decorative, the name itself is written next to it. */
export function ChannelMark({ provider, kind, size = 'small', className = '' }: Props) {
  const src = channelMarkUrl(provider, kind);
  if (!src) return null;
  return (
    <img
      className={`channel-mark channel-mark--${size} ${className}`}
      src={src}
      alt=""
      aria-hidden="true"
      decoding="async"
      data-channel-mark={provider.toLowerCase()}
    />
  );
}
