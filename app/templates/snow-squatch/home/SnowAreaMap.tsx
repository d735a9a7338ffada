import { Fragment } from "react";
import { useText } from "../../../content/useText";
import { LAKES, MAP_SIZE, ROADS, YARD, ZONES } from "./area-map";

const ZONE_FILL = ["fill-[#f97316]/25", "fill-[#7fb5e6]/35", "fill-[#14b8a6]/25"] as const;
const ZONE_STROKE = ["stroke-[#c2410c]", "stroke-[#2f6fae]", "stroke-[#0f766e]"] as const;
const LABEL = "fill-fg text-[11px] font-semibold";

/**
 * An original, stylised map of the three zones (not to scale). Its name says
 * what it shows; the list beside it carries the same facts as text.
 */
export function SnowAreaMap() {
  const t = useText();
  return (
    <svg
      viewBox={`0 0 ${MAP_SIZE.width} ${MAP_SIZE.height}`}
      role="img"
      aria-label={t("snowSquatch.area.mapLabel")}
      className="block h-auto w-full font-sans"
    >
      <rect width={MAP_SIZE.width} height={MAP_SIZE.height} className="fill-surface" />
      <g className="stroke-line" strokeWidth="0.8">
        {Array.from({ length: 14 }, (_, i) => (
          <path key={i} d={`M${i * 45} 0V${MAP_SIZE.height}`} />
        ))}
        {Array.from({ length: 10 }, (_, i) => (
          <path key={i} d={`M0 ${i * 45}H${MAP_SIZE.width}`} />
        ))}
      </g>
      {ZONES.map((zone, i) => (
        <path
          key={i}
          d={zone.outline}
          className={`${ZONE_FILL[i]} ${ZONE_STROKE[i]}`}
          strokeWidth="2"
          strokeDasharray={i === 0 ? undefined : "6 5"}
        />
      ))}
      <g className="fill-[#bfe3ff] stroke-[#7fb5e6]" strokeWidth="1.5">
        <path d={LAKES.ramsey.outline} />
        <path d={LAKES.wanapitei.outline} />
      </g>
      <g className="fill-[#2f6fae] text-[10px] font-semibold tracking-[0.12em] uppercase italic">
        <text x={LAKES.ramsey.label.x} y={LAKES.ramsey.label.y} textAnchor="middle">
          {t("snowSquatch.area.lakes.ramsey")}
        </text>
        <text x={LAKES.wanapitei.label.x} y={LAKES.wanapitei.label.y} textAnchor="middle">
          {t("snowSquatch.area.lakes.wanapitei")}
        </text>
      </g>
      <g fill="none" className="stroke-fg-muted/60" strokeWidth="2.5" strokeLinecap="round">
        {ROADS.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      {ZONES.map((zone, i) => (
        <Fragment key={i}>
          <circle
            cx={zone.badge.x}
            cy={zone.badge.y}
            r="14"
            className={`fill-surface ${ZONE_STROKE[i]}`}
            strokeWidth="2.5"
          />
          <text
            x={zone.badge.x}
            y={zone.badge.y + 5}
            textAnchor="middle"
            className="fill-fg text-[14px] font-extrabold"
          >
            {i + 1}
          </text>
          {zone.places.map((place, j) => (
            <g key={j}>
              <circle cx={place.x} cy={place.y} r="3.5" className="fill-fg" />
              <text
                x={place.x + (place.side === "right" ? 7 : -7)}
                y={place.y + 4}
                textAnchor={place.side === "right" ? "start" : "end"}
                className={`${LABEL} [paint-order:stroke] stroke-surface`}
                strokeWidth="3"
              >
                {t(`snowSquatch.area.zones.${i}.places.${j}`)}
              </text>
            </g>
          ))}
        </Fragment>
      ))}
      <g transform={`translate(${YARD.x} ${YARD.y})`}>
        <path d="M0 0c-9-12-14-19-14-26a14 14 0 0 1 28 0c0 7-5 14-14 26Z" className="fill-accent" />
        <circle cy="-26" r="5" className="fill-accent-fg" />
        <text x="-17" y="-22" textAnchor="end" className="fill-fg text-[11px] font-bold">
          {t("snowSquatch.area.base")}
        </text>
      </g>
    </svg>
  );
}
