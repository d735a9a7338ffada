import { Text } from "../../../content/Text";
import { idsOf } from "../data";
import { PLACES, ZONES, type PlaceId, type ZoneId } from "./data";

const PLACE_IDS = idsOf(PLACES);
const placesIn = (zone: ZoneId): PlaceId[] => PLACE_IDS.filter((id) => PLACES[id].zone === zone);

/** The three zones, inner to outer: their reach, what we take on there and the towns in them. */
export function ServiceZones() {
  return (
    <ol className="grid gap-8">
      {idsOf(ZONES).map((zone, i) => (
        <li key={zone} className="grid grid-cols-[auto_1fr] gap-x-5">
          <span
            aria-hidden="true"
            className="relative mt-1 inline-flex size-10 items-center justify-center rounded-full border-2 border-accent font-display text-sm font-bold text-accent"
          >
            {i + 1}
          </span>
          <div>
            <h3 className="text-lg font-bold sm:text-xl">
              <Text id={`constructionContact.area.zones.${zone}.title`} />
            </h3>
            <p className="mt-1 text-fg-muted">
              <Text id={`constructionContact.area.zones.${zone}.note`} />
            </p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {placesIn(zone).map((id) => (
                <li
                  key={id}
                  className="rounded-full border border-line bg-surface px-3 py-1 text-sm font-semibold text-fg"
                >
                  <Text id={`constructionContact.area.places.${id}`} />
                </li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ol>
  );
}
