export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="bo-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffd35a" />
          <stop offset="1" stopColor="#ff8a00" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#bo-mark)" />
      <path d="M20 14h8v15l13-15h10L36 31l16 19H41L28 35v15h-8z" fill="#0b1020" />
    </svg>
  );
}
