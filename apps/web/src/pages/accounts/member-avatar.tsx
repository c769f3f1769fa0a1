import { avatarSrc } from './avatar';
import './member-avatar.css';

type Props = { icon: number; size: number; className?: string };

/** A member's avatar picture: decorative, whatever it sits in says whose it is or what it does. */
export function MemberAvatar({ icon, size, className = '' }: Props) {
  return (
    <img
      className={`member-avatar ${className}`}
      src={avatarSrc(icon)}
      alt=""
      width={size}
      height={size}
      decoding="async"
      draggable={false}
    />
  );
}
