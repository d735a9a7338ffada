import { Text } from "../../../content/Text";
import { useText } from "../../../content/useText";
import { LEADER_PORTRAITS, type LeaderId } from "./about-data";

/**
 * One leader: monogram portrait, name, role and bio; a row on phones, a column above, where
 * it takes three rows of the list (a subgrid) so names and bios sit level across the cards.
 */
export function LeaderCard({ id }: { id: LeaderId }) {
  const t = useText();
  const name = t(`constructionAbout.leadership.people.${id}.name`);
  return (
    <li className="grid grid-cols-[5.5rem_1fr] items-center gap-x-5 gap-y-4 rounded-card border border-line bg-surface p-5 shadow-lift sm:row-span-3 sm:grid-cols-1 sm:grid-rows-subgrid sm:items-start sm:p-0">
      <img
        src={LEADER_PORTRAITS[id]}
        alt={t("constructionAbout.leadership.portrait", { name })}
        width={240}
        height={240}
        loading="lazy"
        decoding="async"
        className="size-22 rounded-card bg-surface-raised sm:aspect-square sm:size-auto sm:w-full sm:rounded-b-none"
      />
      <div className="sm:px-6">
        <h3 className="text-lg font-bold">
          <Text id={`constructionAbout.leadership.people.${id}.name`} />
        </h3>
        <p className="mt-1 text-sm font-semibold text-accent">
          <Text id={`constructionAbout.leadership.people.${id}.role`} />
        </p>
      </div>
      <p className="col-span-2 text-sm text-fg-muted sm:col-span-1 sm:px-6 sm:pb-6">
        <Text id={`constructionAbout.leadership.people.${id}.bio`} />
      </p>
    </li>
  );
}
