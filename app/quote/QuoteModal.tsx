import type { QuoteOptions } from "./QuoteProvider";

export default function QuoteModal(_props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  options: QuoteOptions;
}) {
  return null;
}
