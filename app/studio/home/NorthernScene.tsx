import ridge from "../../assets/art/northern-ridge.svg?url";
import { makeParticles } from "../../lib/particles";

const WIDTH = 1440;
const HEIGHT = 760;
/** SPEC §2.3: 40 decorative particles. They twinkle in CSS and stand still under reduced motion. */
const particles = makeParticles(40, WIDTH, 430, 11);

/**
 * The hero's backdrop: a northern night sky with the aurora and 40 stars
 * (inline, so CSS can animate them), over a hand-drawn SVG of the ridge, a
 * mine headframe, a lake and the pines.
 */
export function NorthernScene({ label }: { label: string }) {
  return (
    <div role="img" aria-label={label} className="absolute inset-0">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="xMidYMax slice"
        className="absolute inset-0 size-full"
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <linearGradient id="scene-sky" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#070d19" />
            <stop offset="0.55" stopColor="#10203b" />
            <stop offset="1" stopColor="#1b3356" />
          </linearGradient>
          <linearGradient id="scene-aurora-a" x1="0" y1="0" x2="1" y2="0">
            <stop offset="0" stopColor="#5eead4" stopOpacity="0" />
            <stop offset="0.35" stopColor="#5eead4" stopOpacity="0.55" />
            <stop offset="0.7" stopColor="#a78bfa" stopOpacity="0.45" />
            <stop offset="1" stopColor="#a78bfa" stopOpacity="0" />
          </linearGradient>
          <linearGradient id="scene-aurora-b" x1="0" y1="0" x2="1" y2="0">
            <stop offset="0" stopColor="#34d399" stopOpacity="0" />
            <stop offset="0.5" stopColor="#34d399" stopOpacity="0.35" />
            <stop offset="1" stopColor="#5eead4" stopOpacity="0" />
          </linearGradient>
        </defs>
        <rect width={WIDTH} height={HEIGHT} fill="url(#scene-sky)" />
        <path
          className="aurora-band"
          d="M-40 250 C 220 120 420 300 700 170 S 1180 60 1480 190 L1480 260 C 1180 140 980 290 700 250 S 220 210 -40 330 Z"
          fill="url(#scene-aurora-a)"
        />
        <path
          className="aurora-band"
          d="M-40 150 C 300 60 520 200 820 110 S 1260 40 1480 90 L1480 130 C 1240 90 1020 190 820 160 S 300 120 -40 210 Z"
          fill="url(#scene-aurora-b)"
        />
        <g>
          {particles.map((p, i) => (
            <circle key={i} className="particle" cx={p.x} cy={p.y} r={p.r} />
          ))}
        </g>
      </svg>
      <img
        src={ridge}
        alt=""
        width={WIDTH}
        height={HEIGHT}
        decoding="async"
        className="absolute inset-0 size-full object-cover object-bottom"
      />
    </div>
  );
}
