import type { ReactNode } from "react";

/**
 * A phone drawn in CSS around a picture of a page: its body, screen corners and speaker. Where
 * it sits is the caller's (`className`).
 */
export function PhoneFrame({
  className = "",
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`rounded-[1.9rem] border border-white/20 bg-[#05080f] p-[0.4rem] shadow-[0_30px_60px_-15px_rgb(0_0_0/0.7)] ${className}`}
    >
      <div className="relative overflow-hidden rounded-[1.5rem] [&>img]:block [&>img]:h-auto [&>img]:w-full">
        {children}
        <span
          aria-hidden="true"
          className="absolute top-[0.45rem] left-1/2 h-1.5 w-10 -translate-x-1/2 rounded-full bg-black/80"
        />
      </div>
    </div>
  );
}
