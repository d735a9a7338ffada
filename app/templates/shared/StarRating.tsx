import { LineIcon, type IconNode } from "../../ui/LineIcon";

/**
 * A rating drawn as stars, read as one image by its `label` ("Rated 5 out of 5"): the
 * first `value` of `max` stars filled. The star's path and classes are the site's.
 */
export function StarRating({
  label,
  star,
  className,
  starClass,
  value = 5,
  max = 5,
}: {
  label: string;
  star: IconNode;
  className: string;
  starClass: string;
  value?: number;
  max?: number;
}) {
  return (
    <p role="img" aria-label={label} className={className}>
      {Array.from({ length: max }, (_, i) => (
        <LineIcon
          key={i}
          node={star}
          className={`${starClass} ${i < value ? "fill-current" : ""}`}
        />
      ))}
    </p>
  );
}
