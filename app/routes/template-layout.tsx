import StudioLayout from "./studio-layout";

/** Chrome of the template sites' pages; the template navigation replaces this. */
export default StudioLayout;
