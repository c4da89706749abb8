// Backs the SMS template editor: how many segments a message costs and which character made it UCS-2 (a curly
// quote or an emoji pasted in halves what fits in a segment, the classic surprise).

export interface SmsCost {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
  /** What one segment holds at this length: 160/70 for a single segment, 153/67 for a multi-part message. */
  perSegment: number;
  /** How many more units fit in the current number of segments (160 for the empty text). */
  remaining: number;
  /** The first character that is not GSM-7: its whole grapheme where Intl.Segmenter exists, its code point at least. */
  firstUnicode: string | null;
}

// GSM 03.38 default alphabet, in table order (0x00–0x7F). ESC (0x1B) is left out: it cannot be typed.
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅå' +
    'Δ_ΦΓΛΩΠΨΣΘΞÆæßÉ' +
    ' !"#¤%&\'()*+,-./' +
    '0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNO' +
    'PQRSTUVWXYZÄÖÑÜ§' +
    '¿abcdefghijklmno' +
    'pqrstuvwxyzäöñüà',
);

// The basic extension table: each is sent as ESC + a character, two septets.
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

const GSM_SINGLE = 160;
const GSM_MULTI = 153;
const UCS2_SINGLE = 70;
const UCS2_MULTI = 67;

/**
 * Segments and the room left in the last one, packing whole characters: a character whose units would straddle
 * a segment boundary (a surrogate pair in UCS-2, an ESC sequence in GSM-7) goes whole to the next segment.
 */
function pack(sizes: number[], total: number, single: number, multi: number) {
  if (total === 0) return { segments: 0, perSegment: single, remaining: single };
  if (total <= single) return { segments: 1, perSegment: single, remaining: single - total };
  let segments = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > multi) {
      segments += 1;
      used = 0;
    }
    used += size;
  }
  return { segments, perSegment: multi, remaining: multi - used };
}

/** The grapheme of `text` holding the code unit at `index` (the code point there where Intl.Segmenter is missing). */
function characterAt(text: string, index: number): string {
  if (typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function') {
    const segment = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text).containing(index);
    if (segment) return segment.segment;
  }
  return String.fromCodePoint(text.codePointAt(index) ?? 0xfffd);
}

/** How `text` is encoded as an SMS and what it costs in segments. */
export function smsCost(text: string): SmsCost {
  const septets: number[] = [];
  let gsmUnits = 0;
  let firstUnicodeIndex = -1;
  let index = 0;
  for (const char of text) {
    const size = GSM_BASIC.has(char) ? 1 : GSM_EXTENSION.has(char) ? 2 : 0;
    if (size === 0) {
      firstUnicodeIndex = index;
      break;
    }
    septets.push(size);
    gsmUnits += size;
    index += char.length;
  }

  if (firstUnicodeIndex < 0) {
    const fit = pack(septets, gsmUnits, GSM_SINGLE, GSM_MULTI);
    return { encoding: 'GSM-7', units: gsmUnits, ...fit, firstUnicode: null };
  }

  // UCS-2 as phones send it: UTF-16, so a character outside the BMP is a surrogate pair of two units. A lone
  // surrogate (broken text) counts as the one unit it is.
  const codeUnits: number[] = [];
  for (const char of text) codeUnits.push(char.length);
  return {
    encoding: 'UCS-2',
    units: text.length,
    ...pack(codeUnits, text.length, UCS2_SINGLE, UCS2_MULTI),
    firstUnicode: characterAt(text, firstUnicodeIndex),
  };
}
