import { createContext } from "react";
import type { MainVariant } from "../../lib/template-site";

/** Which variant of a main page (/about … /contact) is being rendered (SPEC §2.1). */
export const MainVariantContext = createContext<MainVariant>("mining");
