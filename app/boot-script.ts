import { STORAGE_KEYS, STORED_NAME } from "./lib/storage-keys";

/**
 * Runs in <head> before first paint of a prerendered page:
 * - a visitor who chose French and lands on an English path goes to the /fr twin;
 * - the effective theme class (SPEC §3.2) is on <html> before anything paints; a stored
 *   theme counts when it is well formed, the same rule as lib/storage.ts.
 * Kept tiny and dependency-free; the server allows it by its SHA-256 hash.
 */
export const bootScript =
  () => `(function(){try{var l=location,p=l.pathname,d=document.documentElement;
var fr=p==="/fr"||p.indexOf("/fr/")===0;
if(!fr&&localStorage.getItem(${JSON.stringify(STORAGE_KEYS.language)})==="fr"&&window.top===window){l.replace("/fr"+(p==="/"?"":p)+l.search+l.hash);return}
var c=sessionStorage.getItem(${JSON.stringify(STORAGE_KEYS.templateContext)}),t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)});
var th=c==="construction"?"premium":c==="mining"?"simple":t&&${STORED_NAME}.test(t)?t:"premium";
d.classList.add("theme-"+th);d.setAttribute("data-theme",th)}catch(e){}})();`;
