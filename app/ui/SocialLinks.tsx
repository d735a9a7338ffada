import { SocialIcon, type SocialId } from "./SocialIcon";

/** A row of social profile links, each opening in a new tab, named for screen readers. */
export function SocialLinks<Id extends SocialId>({
  links,
  label,
  labelFor,
  linkClassName,
}: {
  links: readonly { id: Id; href: string }[];
  /** What the row is, said to screen readers before it. */
  label: string;
  /** The accessible name of one link. */
  labelFor: (id: Id) => string;
  /** Shape and hover colours of a link. */
  linkClassName: string;
}) {
  return (
    <div className="mt-6">
      <p className="sr-only">{label}</p>
      <ul className="flex gap-2">
        {links.map((social) => (
          <li key={social.id}>
            <a
              href={social.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={labelFor(social.id)}
              className={`inline-flex size-11 items-center justify-center border border-line text-fg-muted transition ${linkClassName}`}
            >
              <SocialIcon id={social.id} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
