/** The contact form's checked fields, in the order they appear. */
export const CHECKED_FIELDS = ["name", "email", "message"] as const;
export type CheckedField = (typeof CHECKED_FIELDS)[number];

/** Which message each field needs (a key of the copy's `contact.form.errors`). */
type Problem = "name" | "emailMissing" | "emailInvalid" | "message";
export type Problems = Partial<Record<CheckedField, Problem>>;

/** Something, an @, something, a dot, something: enough to catch a typo, not to refuse a real address. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with the form's values: name, e-mail and message are required. */
export function contactProblems(values: Record<CheckedField, string>): Problems {
  const problems: Problems = {};
  if (!values.name.trim()) problems.name = "name";
  const email = values.email.trim();
  if (!email) problems.email = "emailMissing";
  else if (!EMAIL.test(email)) problems.email = "emailInvalid";
  if (!values.message.trim()) problems.message = "message";
  return problems;
}
