import { Text } from "../../../content/Text";
import { useText } from "../../../content/useText";
import { idsOf } from "../data";
import {
  HOME_BASE,
  ISLANDS,
  MAP_BOUNDS,
  MAP_WIDTH,
  PLACES,
  WATER,
  WATER_LABELS,
  ZONES,
  type Place,
} from "./data";
import { outline, projection } from "./service-map";

const map = projection(MAP_BOUNDS, MAP_WIDTH);
const home = map.point(PLACES[HOME_BASE]);
const ZONE_IDS = idsOf(ZONES);
/** The towns with a dot and a name on the map, the home base drawn apart. */
const LABELLED = idsOf(PLACES).flatMap((id) => {
  const place: Place = PLACES[id];
  return place.label && id !== HOME_BASE ? [{ id, side: place.label, ...map.point(place) }] : [];
});

/** Where a name sits beside its dot, and which end of it is anchored there. */
const LABEL_AT = {
  n: { dx: 0, dy: -9, anchor: "middle" },
  s: { dx: 0, dy: 17, anchor: "middle" },
  e: { dx: 9, dy: 4, anchor: "start" },
  w: { dx: -9, dy: 4, anchor: "end" },
} as const;

/** Each ring's distance, written on it up and to the left of Sudbury. */
const ringLabel = (radius: number) => ({
  x: home.x - radius * Math.sin(Math.PI / 5),
  y: home.y - radius * Math.cos(Math.PI / 5),
});

/**
 * An original, stylised map of the service area: simplified shorelines, the
 * three zones as rings around Sudbury and the towns served. Its accessible
 * name describes it; the zone list beside it carries the same facts as text.
 */
export function ServiceMap() {
  const t = useText();
  return (
    <figure className="tone-steel overflow-hidden rounded-card bg-bg text-fg shadow-lift">
      <svg
        viewBox={`0 0 ${map.width} ${map.height}`}
        role="img"
        aria-label={t("constructionContact.area.mapLabel")}
        className="block h-auto w-full font-sans"
      >
        <defs>
          <pattern id="nc-map-grid" width="20" height="20" patternUnits="userSpaceOnUse">
            <path d="M20 0H0V20" fill="none" className="stroke-line" strokeWidth="0.6" />
          </pattern>
          <clipPath id="nc-map-frame">
            <rect width={map.width} height={map.height} />
          </clipPath>
        </defs>
        <rect width={map.width} height={map.height} fill="url(#nc-map-grid)" />
        <g className="fill-surface-raised stroke-line" strokeWidth="1">
          {idsOf(WATER).map((id) => (
            <path key={id} d={outline(map, WATER[id])} />
          ))}
        </g>
        <g className="fill-bg stroke-line" strokeWidth="1">
          {idsOf(ISLANDS).map((id) => (
            <path key={id} d={outline(map, ISLANDS[id])} />
          ))}
        </g>
        <g
          className="fill-fg-muted text-[12px] font-semibold sm:text-[10px] tracking-[0.2em] uppercase italic"
          textAnchor="middle"
        >
          {idsOf(WATER_LABELS).map((id) => {
            const { x, y } = map.point(WATER_LABELS[id]);
            return (
              <text key={id} x={x} y={y}>
                <Text id={`constructionContact.area.water.${id}`} svg />
              </text>
            );
          })}
        </g>
        <g clipPath="url(#nc-map-frame)">
          <circle
            cx={home.x}
            cy={home.y}
            r={map.length(ZONES.home.radiusKm)}
            className="fill-accent/20 stroke-accent"
            strokeWidth="1.5"
          />
          {ZONE_IDS.slice(1).map((zone) => (
            <circle
              key={zone}
              cx={home.x}
              cy={home.y}
              r={map.length(ZONES[zone].radiusKm)}
              className="fill-none stroke-accent"
              strokeWidth="1.25"
              strokeDasharray="6 5"
            />
          ))}
        </g>
        <g className="fill-accent-strong text-[13px] font-bold sm:text-[11px]" textAnchor="middle">
          {ZONE_IDS.map((zone) => {
            const { x, y } = ringLabel(map.length(ZONES[zone].radiusKm));
            return (
              <text
                key={zone}
                x={x}
                y={y + 4}
                className="stroke-bg"
                strokeWidth="4"
                paintOrder="stroke"
              >
                <Text id="constructionContact.area.ring" values={{ km: ZONES[zone].radiusKm }} />
              </text>
            );
          })}
        </g>
        <g className="text-[15px] font-semibold sm:text-[12px]">
          {LABELLED.map(({ id, side, x, y }) => {
            const at = LABEL_AT[side];
            return (
              <g key={id}>
                <circle cx={x} cy={y} r="3.5" className="fill-fg stroke-bg" strokeWidth="1.5" />
                <text
                  x={x + at.dx}
                  y={y + at.dy}
                  textAnchor={at.anchor}
                  className="fill-fg stroke-bg"
                  strokeWidth="3"
                  paintOrder="stroke"
                >
                  <Text id={`constructionContact.area.places.${id}`} />
                </text>
              </g>
            );
          })}
        </g>
        <g>
          <circle cx={home.x} cy={home.y} r="11" className="fill-accent/30" />
          <circle cx={home.x} cy={home.y} r="6" className="fill-accent stroke-bg" strokeWidth="2" />
          <text
            x={home.x}
            y={home.y - 17}
            textAnchor="middle"
            className="fill-fg stroke-bg font-display text-[18px] font-bold sm:text-[15px]"
            strokeWidth="4"
            paintOrder="stroke"
          >
            <Text id={`constructionContact.area.places.${HOME_BASE}`} />
          </text>
        </g>
      </svg>
    </figure>
  );
}
