import { makeParticles, pinePath } from "../../lib/particles";

const WIDTH = 1440;
const HEIGHT = 760;
/** SPEC §2.3: 40 decorative particles. They twinkle in CSS and stand still under reduced motion. */
const particles = makeParticles(40, WIDTH, 430, 11);

const ridgeTrees = [60, 130, 175, 240, 310, 1120, 1175, 1230, 1300, 1360, 1410].map((x, i) =>
  pinePath(x, 640 - (i % 3) * 6, 70 + (i % 4) * 14),
);
const frontTrees = [20, 95, 180, 1290, 1370, 1430].map((x, i) =>
  pinePath(x, 770, 150 + (i % 3) * 36),
);

/**
 * The hero's backdrop, hand-drawn in SVG: a northern night, the aurora, a mine
 * headframe on the far ridge and the pines in front.
 */
export function NorthernScene({ label }: { label: string }) {
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="xMidYMax slice"
      className="absolute inset-0 size-full"
      role="img"
      aria-label={label}
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
        <linearGradient id="scene-fade" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#000" stopOpacity="0" />
          <stop offset="1" stopColor="#fff" stopOpacity="1" />
        </linearGradient>
        <linearGradient id="scene-lake" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2b4a73" />
          <stop offset="1" stopColor="#0b1322" />
        </linearGradient>
      </defs>
      <rect width={WIDTH} height={HEIGHT} fill="url(#scene-sky)" />
      <g className="aurora-band">
        <path
          d="M-40 250 C 220 120 420 300 700 170 S 1180 60 1480 190 L1480 260 C 1180 140 980 290 700 250 S 220 210 -40 330 Z"
          fill="url(#scene-aurora-a)"
        />
      </g>
      <g className="aurora-band">
        <path
          d="M-40 150 C 300 60 520 200 820 110 S 1260 40 1480 90 L1480 130 C 1240 90 1020 190 820 160 S 300 120 -40 210 Z"
          fill="url(#scene-aurora-b)"
        />
      </g>
      <g aria-hidden="true">
        {particles.map((p, i) => (
          <circle key={i} className="particle" cx={p.x} cy={p.y} r={p.r} />
        ))}
      </g>
      {/* Far ridge with the headframe */}
      <path
        d="M0 560 C 160 500 300 540 460 500 S 760 430 900 470 S 1200 520 1440 470 L1440 760 L0 760 Z"
        fill="#19304f"
      />
      <g fill="#223d63" transform="translate(960 388)">
        <path d="M8 86 L30 0 L38 0 L60 86 L52 86 L34 12 L16 86 Z" />
        <rect x="14" y="44" width="40" height="4" />
        <rect x="10" y="66" width="48" height="4" />
        <circle cx="34" cy="6" r="9" fill="none" stroke="#223d63" strokeWidth="4" />
        <rect x="60" y="52" width="46" height="34" />
        <rect x="74" y="38" width="8" height="16" />
        <rect x="66" y="60" width="8" height="8" fill="#f3a65a" />
        <rect x="86" y="60" width="8" height="8" fill="#f3a65a" opacity="0.6" />
      </g>
      {/* Mid hills and lake */}
      <path
        d="M0 640 C 200 590 380 630 560 600 S 900 560 1100 610 S 1320 640 1440 600 L1440 760 L0 760 Z"
        fill="#112440"
      />
      <path
        d="M380 668 C 600 650 880 652 1080 668 L1080 700 C 880 712 600 712 380 700 Z"
        fill="url(#scene-lake)"
        opacity="0.8"
      />
      <g fill="#0c1a2f">
        {ridgeTrees.map((d, i) => (
          <path key={i} d={d} />
        ))}
      </g>
      <path
        d="M0 700 C 300 680 500 720 760 704 S 1200 690 1440 712 L1440 760 L0 760 Z"
        fill="#0b1322"
      />
      <g fill="#070d18">
        {frontTrees.map((d, i) => (
          <path key={i} d={d} />
        ))}
      </g>
    </svg>
  );
}
