import type { InboxLead, LeadStatus } from "./leads-client";

/** What the inbox shows: the leads in one state (or all), whose text holds every word searched. */
export interface LeadFilter {
  query: string;
  status: LeadStatus | "all";
}

/** Case and accent blind: "Ecole" finds "École". */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase("en-CA");

const searchable = (lead: InboxLead) =>
  fold(
    [
      lead.businessName,
      lead.email,
      lead.phone,
      lead.industry,
      lead.projectType,
      lead.templateTitle,
      lead.message,
    ].join("\n"),
  );

/** The leads that pass the filter, in the order given. */
export function filterLeads(leads: readonly InboxLead[], { query, status }: LeadFilter) {
  const words = fold(query).split(/\s+/).filter(Boolean);
  // A phone number is found however it was typed: "705 555" finds "(705) 555-0199".
  const digits = query.replace(/\D/g, "");
  return leads.filter((lead) => {
    if (status !== "all" && lead.status !== status) return false;
    if (words.length === 0) return true;
    const text = searchable(lead);
    return (
      words.every((word) => text.includes(word)) ||
      (digits.length >= 3 && lead.phone.replace(/\D/g, "").includes(digits))
    );
  });
}

/** How many leads are in each state. */
export function countByStatus(leads: readonly InboxLead[]): Record<LeadStatus, number> {
  const counts = { new: 0, contacted: 0, won: 0, lost: 0 };
  for (const lead of leads) counts[lead.status] += 1;
  return counts;
}
