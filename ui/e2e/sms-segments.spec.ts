// smsCost, which backs the SMS template editor, against known cases: GSM-7 septets (extension characters count
// two), UCS-2 code units (an emoji two, a flag four), the 160/153 and 70/67 segment sizes, surrogate pairs and ESC
// sequences never split across segments, and the character that forced UCS-2. No server and no page: plain tests.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from '@playwright/test';
import { SmsCostMeter } from '../src/components/sms/SmsCostMeter';
import { smsCost } from '../src/lib/sms-segments';

test.describe('smsCost', () => {
  test('the empty text is GSM-7, no segment, 160 left', () => {
    expect(smsCost('')).toEqual({ encoding: 'GSM-7', units: 0, segments: 0, perSegment: 160, remaining: 160, firstUnicode: null });
  });

  test('160 GSM characters fit one segment, 161 take two (153 + 8)', () => {
    expect(smsCost('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1, perSegment: 160, remaining: 0, firstUnicode: null });
    expect(smsCost('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2, perSegment: 153, remaining: 145, firstUnicode: null });
    expect(smsCost('a'.repeat(306))).toMatchObject({ segments: 2, remaining: 0 });
    expect(smsCost('a'.repeat(307))).toMatchObject({ segments: 3, remaining: 152 });
  });

  test('€ counts two septets: 80 fit one segment, 81 take two', () => {
    expect(smsCost('€')).toMatchObject({ encoding: 'GSM-7', units: 2 });
    expect(smsCost('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1, remaining: 0 });
    expect(smsCost('€'.repeat(81))).toMatchObject({ encoding: 'GSM-7', units: 162, segments: 2, perSegment: 153 });
  });

  test('each extension character and form feed counts two septets', () => {
    for (const char of ['{', '}', '[', ']', '~', '|', '^', '\\', '€', '\f']) {
      expect(smsCost(char), JSON.stringify(char)).toMatchObject({ encoding: 'GSM-7', units: 2, segments: 1, remaining: 158 });
    }
    expect(smsCost('{}[]~|^\\')).toMatchObject({ encoding: 'GSM-7', units: 16 });
  });

  test('an ESC sequence is not split across segments', () => {
    // 152 septets, then € would take septets 153 and 154: it goes whole to the second segment.
    expect(smsCost(`${'a'.repeat(152)}€${'a'.repeat(151)}`)).toMatchObject({ units: 305, segments: 2, remaining: 0 });
    expect(smsCost(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toMatchObject({ units: 306, segments: 3, remaining: 152 });
  });

  test('the whole GSM-7 basic set stays GSM-7', () => {
    const basic =
      '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
      '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
    expect(smsCost(basic)).toMatchObject({ encoding: 'GSM-7', units: basic.length, firstUnicode: null });
  });

  test('70 é are GSM-7: é is in the default alphabet', () => {
    expect(smsCost('é'.repeat(70))).toMatchObject({ encoding: 'GSM-7', units: 70, segments: 1, remaining: 90 });
  });

  test('ç (lower case) forces UCS-2, Ç does not', () => {
    expect(smsCost('Ç')).toMatchObject({ encoding: 'GSM-7' });
    expect(smsCost('Merci, ça va')).toMatchObject({ encoding: 'UCS-2', units: 12, segments: 1, perSegment: 70, remaining: 58, firstUnicode: 'ç' });
  });

  test('a curly quote forces UCS-2 and is named', () => {
    expect(smsCost('Say “yes”')).toMatchObject({ encoding: 'UCS-2', units: 9, segments: 1, remaining: 61, firstUnicode: '“' });
    for (const char of ['‘', '’', '”', '–', '—', '…']) {
      expect(smsCost(`ok ${char}`), char).toMatchObject({ encoding: 'UCS-2', firstUnicode: char });
    }
  });

  test('70 Ж fit one UCS-2 segment, 71 take two', () => {
    expect(smsCost('Ж'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1, perSegment: 70, remaining: 0, firstUnicode: 'Ж' });
    expect(smsCost('Ж'.repeat(71))).toEqual({ encoding: 'UCS-2', units: 71, segments: 2, perSegment: 67, remaining: 63, firstUnicode: 'Ж' });
  });

  test('an emoji counts two units and is named whole', () => {
    expect(smsCost('Hi 😀')).toMatchObject({ encoding: 'UCS-2', units: 5, segments: 1, remaining: 65, firstUnicode: '😀' });
    expect(smsCost('😀'.repeat(35))).toMatchObject({ encoding: 'UCS-2', units: 70, segments: 1, remaining: 0 });
    expect(smsCost('😀'.repeat(36))).toMatchObject({ units: 72, segments: 2, perSegment: 67 });
  });

  test('a surrogate pair is not split across segments', () => {
    // 34 'a' + 16 emoji = 66 units; the 17th emoji would take units 67 and 68, so it opens the second segment.
    // 134 units would fit 2 × 67 if pairs could split; they cannot: 66 + 67 (33 emoji, one unit free) + 2.
    const text = 'a'.repeat(34) + '😀'.repeat(50);
    expect(smsCost(text)).toMatchObject({ encoding: 'UCS-2', units: 134, segments: 3, perSegment: 67, remaining: 65, firstUnicode: '😀' });
    // The same count of units with the boundary falling between pairs takes two segments.
    expect(smsCost('a'.repeat(33) + '😀'.repeat(50) + 'a')).toMatchObject({ units: 134, segments: 2, remaining: 0 });
  });

  test('a flag counts four units and is named whole', () => {
    expect(smsCost('🇺🇸')).toMatchObject({ encoding: 'UCS-2', units: 4, segments: 1, remaining: 66, firstUnicode: '🇺🇸' });
    expect(smsCost('Go 🇺🇸!')).toMatchObject({ units: 8, firstUnicode: '🇺🇸' });
  });

  test('a realistic template is GSM-7', () => {
    const text = 'Hi {firstName}, your solar quote is ready. Reply STOP to opt out.';
    // 65 characters, two of them ({ and }) extension characters.
    expect(smsCost(text)).toEqual({ encoding: 'GSM-7', units: 67, segments: 1, perSegment: 160, remaining: 93, firstUnicode: null });
  });
});

test.describe('SmsCostMeter', () => {
  const line = (text: string) =>
    renderToStaticMarkup(createElement(SmsCostMeter, { text, id: 'sms-hint' }))
      .replace(/<[^>]+>/g, '')
      .replace(/&quot;/g, '"');

  test('says the encoding, the segments and what is left, singular and plural', () => {
    expect(line('a'.repeat(73))).toBe('GSM-7 · 1 segment · 87 characters left');
    expect(line('a'.repeat(159))).toBe('GSM-7 · 1 segment · 1 character left');
    expect(line('')).toBe('GSM-7 · 0 segments · 160 characters left');
    expect(line('a'.repeat(71) + '😀' + 'a'.repeat(10))).toBe('UCS-2 because of “😀” · 2 segments · 51 characters left');
  });

  test('names an invisible character by code point, and is a live region with its test id', () => {
    expect(line('Hello\u00a0there')).toBe('UCS-2 because of U+00A0 · 1 segment · 59 characters left');
    const html = renderToStaticMarkup(createElement(SmsCostMeter, { text: 'Hi' }));
    expect(html).toContain('data-testid="sms-cost"');
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('text-slate-500');
    expect(renderToStaticMarkup(createElement(SmsCostMeter, { text: '“Hi”' }))).toContain('text-amber-800');
  });
});
