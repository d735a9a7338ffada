import type { ExportFormat } from "../../lib/copy-edits/export-formats";

const MEDIA_TYPES: Record<ExportFormat, string> = {
  json: "application/json",
  csv: "text/csv;charset=utf-8",
  txt: "text/plain;charset=utf-8",
};

/** Has the browser download `text` as a file called `name`. */
export function download(name: string, text: string, format: ExportFormat): void {
  const url = URL.createObjectURL(new Blob([text], { type: MEDIA_TYPES[format] }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
