import { useId } from "react";

/** The studio's mark: a nickel coin with a pine and a northern star. Decorative; the link carries the name. */
export function BrandMark({ className = "size-9" }: { className?: string }) {
  // Unique per mark: a page may hold a hidden copy, and a gradient inside display:none paints nothing.
  const nickel = useId();
  return (
    <svg
      viewBox="0 0 40 40"
      className={`shrink-0 ${className}`}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={nickel} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f4f6fa" />
          <stop offset="0.55" stopColor="#aab4c4" />
          <stop offset="1" stopColor="#6f7b8f" />
        </linearGradient>
      </defs>
      <circle cx="20" cy="20" r="19" fill={`url(#${nickel})`} />
      <circle cx="20" cy="20" r="15.5" fill="none" stroke="#0b1322" strokeOpacity="0.25" />
      <path
        d="M20 7.5 14.5 16h3l-4.5 6.5h3.5L12 29.5h6.5V33h3v-3.5H28l-4.5-7h3.5L22.5 16h3z"
        fill="#0b1322"
      />
      <path d="M30 9.5l.9 1.9 1.9.9-1.9.9-.9 1.9-.9-1.9-1.9-.9 1.9-.9z" fill="#f3a65a" />
    </svg>
  );
}
