import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";

/**
 * The test server's back-office data (its DATA_DIR): one folder per port, so two checkouts
 * testing side by side keep apart. Tests tell their leads apart by what they typed.
 */
export const E2E_DATA_DIR = join(tmpdir(), `nickel-pine-e2e-data-${process.env.E2E_PORT ?? 4173}`);

/**
 * The owner's password of the test server, set before it starts (playwright.config.ts). The
 * static build's copy editor checks the same password against the test build's hash.
 */
export const E2E_OWNER_PASSWORD = "pine-cone-editor-test";

/** A lead as the server stored it (server/db/migrations). */
export interface LeadRow {
  business_name: string;
  email: string;
  phone: string;
  project_type: string;
  industry: string;
  locale: string;
  template_slug: string;
  emailjs_state: string;
  emailjs_detail: string;
  status: string;
}

/** The leads the test server stored with this business name, oldest first. */
export function storedLeads(businessName: string): LeadRow[] {
  const db = new Database(join(E2E_DATA_DIR, "studio.db"), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare("SELECT * FROM leads WHERE business_name = ? ORDER BY id")
      .all(businessName) as LeadRow[];
  } finally {
    db.close();
  }
}
