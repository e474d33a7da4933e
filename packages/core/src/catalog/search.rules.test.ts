import { describe, expect, it } from 'vitest';
import { searchTokens } from '../shared/search-index.js';
import { codeTerm, hasIgnoredCharacters, SEARCH_TEXT_MAX, searchableText, searchWords } from './search.rules.js';

describe('search keywords: what a shopper types, made searchable (decision 0042)', () => {
  it('ignores punctuation, symbols and emoji instead of refusing them', () => {
    expect(searchableText('lamp<script>')).toBe('lamp script');
    expect(searchableText('50%')).toBe('50');
    expect(searchableText('😀 tote!!')).toBe('tote');
    expect(searchableText('  Canvas,   TOTE? ')).toBe('canvas tote');
    expect(searchableText('snake_case-name')).toBe('snake case name');
  });

  it("keeps a word with an apostrophe whole: O'Brien, O’Brien and OBrien are one word", () => {
    expect(searchableText("O'Brien")).toBe('obrien');
    expect(searchableText('O’Brien')).toBe('obrien');
    expect(searchableText("rock 'n' roll")).toBe('rock n roll');
  });

  it('drops spaces next to Chinese, so "越野 T 恤", "T 恤" and "T恤" (full-width too) meet', () => {
    expect(searchableText('越野 T 恤')).toBe('越野t恤');
    expect(searchableText('T 恤')).toBe('t恤');
    expect(searchableText('T恤')).toBe('t恤');
    expect(searchableText('Ｔ恤')).toBe('t恤');
  });

  it('answers nothing for a keyword of ignored characters only', () => {
    for (const keyword of ['..', '/', '%', '😀', ' - ', "'"]) expect(searchableText(keyword), keyword).toBe('');
  });

  it('searches at most SEARCH_TEXT_MAX characters of a long paste, never half a character', () => {
    const paste = 'tote '.repeat(60);
    expect(paste.length).toBe(300);
    expect(searchableText(paste)).toHaveLength(SEARCH_TEXT_MAX - 1);
    expect(Array.from(searchableText('😀a'.repeat(40) + '燈'.repeat(200))).length).toBeLessThanOrEqual(SEARCH_TEXT_MAX);
    expect(searchableText('x'.repeat(300), Infinity)).toHaveLength(300);
  });

  it('splits a keyword into words at spaces, symbols and where Chinese meets other letters; the longest first', () => {
    expect(searchWords('tee shirt')).toEqual(['shirt', 'tee']);
    expect(searchWords('越野 tee')).toEqual(['tee', '越野']);
    // A lone Latin letter is left out beside other words (it would match most names).
    expect(searchWords('T恤 M')).toEqual(['恤']);
    expect(searchWords('a b')).toEqual(['a', 'b']);
    expect(searchWords('one two three four five six seven')).toHaveLength(5);
  });

  it('says when a keyword holds characters the search ignores', () => {
    expect(hasIgnoredCharacters("O'Brien")).toBe(true);
    expect(hasIgnoredCharacters('50%')).toBe(true);
    expect(hasIgnoredCharacters('越野 T 恤')).toBe(false);
    expect(hasIgnoredCharacters('tee shirt')).toBe(false);
  });

  it('reads a keyword as a SKU or barcode only when it looks like one', () => {
    expect(codeTerm(' TRAIL-TEE-M ')).toBe('TRAIL-TEE-M');
    expect(codeTerm('4006381333931')).toBe('4006381333931');
    expect(codeTerm('tee shirt')).toBeUndefined();
    expect(codeTerm('T恤')).toBeUndefined();
  });

  it('indexes a Chinese name from every character, after the whole names and word starts', () => {
    const tokens = searchTokens([searchableText('Trail tee', Infinity), searchableText('越野 T 恤', Infinity)], 12);
    expect(tokens.slice(0, 2)).toEqual(['trail tee', '越野t恤']);
    expect(tokens).toEqual(expect.arrayContaining(['tee', 't恤', '恤', '野t恤']));
  });
});
