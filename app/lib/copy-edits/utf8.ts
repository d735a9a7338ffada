/**
 * The size of `text` in UTF-8 bytes, counted without encoding it: 1 byte up
 * to U+007F, 2 up to U+07FF, 4 for a surrogate pair, else 3 (a lone
 * surrogate too, as TextEncoder writes it as U+FFFD).
 */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && isLowSurrogate(text.charCodeAt(i + 1))) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;
