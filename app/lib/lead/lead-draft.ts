import type { IndustryId, ProjectType } from "./options";

/** What the visitor has entered so far, as typed (cleaning happens on send). */
export interface LeadDraft {
  step: 1 | 2 | 3;
  projectType: ProjectType | "";
  businessName: string;
  industry: IndustryId | "";
  otherIndustry: string;
  email: string;
  phone: string;
  /** Epoch ms of the last save; 0 for a fresh draft. */
  savedAt: number;
}
